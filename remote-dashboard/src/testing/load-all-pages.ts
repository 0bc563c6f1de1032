import { DASHBOARD_ROUTES, preload } from '../app/routes';

// Every test file starts with each page's code loaded: the app fetches a page
// on its first visit, and the tests are about the pages, not that wait.
const concrete = (path: string) => path.replace(/:\w+\??/g, 'x');
beforeAll(() =>
  Promise.all(DASHBOARD_ROUTES.map(({ path }) => preload(`/dashboard/${concrete(path)}`))),
);
