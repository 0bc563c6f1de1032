// The host's server build (dist/server/render.js): what the static server's
// render hook needs to draw pages, keep the session's cookie and list the site.
export { createPageRenderer, type PageRenderer, type RuntimeConfig } from './create-page-renderer';
export { remoteForPath } from '../app/routes';
export { movedPath } from './moved-paths';
export { STORE_ID } from '@storefront/shared';
