import { OPERATOR_ROUTES, preload } from '../app/routes';
import { operatorUrl } from '../lib/urls/base';

// Every test file starts with each page's code loaded: the app fetches a page
// on its first visit, and the tests are about the pages, not that wait.
const concrete = (path: string) => path.replace(/:\w+\??/g, 'x');
beforeAll(() =>
  Promise.all(OPERATOR_ROUTES.map(({ path }) => preload(operatorUrl(concrete(path))))),
);
