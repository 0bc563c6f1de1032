import { PAGE_ROUTES, preload } from '../app/pages';

// Every test file starts with each page's code loaded: the app fetches a page
// on its first visit, and the tests are about the pages, not that wait.
beforeAll(() =>
  Promise.all(
    PAGE_ROUTES.map(({ path }) => preload(`/dashboard/${path.replace(/:\w+\??/g, 'x')}`)),
  ),
);
