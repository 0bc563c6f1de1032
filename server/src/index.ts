// The site's server, as the tools, scripts and tests that start it import it.
export { APPS, configuredPublicOrigin, configuredPublicOriginOrExit, portOf } from './apps';
export { cacheControlFor, contentSecurityPolicy, preloadLinks } from './headers';
export { parsePublicOrigin } from './public-origin';
export { releasesDirOf } from './releases-dir';
export type { DrawnPage, RenderHook } from './render-hook';
export type { RuntimeConfig } from './runtime-config';
export { robotsTxt, sitemapXml } from './site-index';
export { createStaticServer, serveApp, type StaticServerOptions } from './static-server';
