// The storefront's server build (server/app.js): the same App the host mounts
// in the browser, for the host's server to draw the pages that show the same
// to everyone, and what each of those pages says about itself.
export { default, preload } from './app/app';
export { renderOnServer } from './app/routes';
export { pageHead } from './app/page-head';
