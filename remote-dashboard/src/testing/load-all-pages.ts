import { PAGE_KEYS, preload } from '../app/pages';

// Every test file starts with each page's code loaded: the app fetches a page
// on its first visit, and the tests are about the pages, not that wait.
beforeAll(() => Promise.all(PAGE_KEYS.map((key) => preload(`/dashboard/${key}`))));
