import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import {
  answerRemotesPerBrowser,
  BUCKET_COOKIE,
  bucketChoiceOf,
  keepNewBucket,
  varyByCookie,
} from './canary.mjs';
import { parsePublicOrigin } from './public-origin.mjs';
import { clearSessionCookie, registerSessionRoutes, visitorCookies } from './session-cookie.mjs';
import { registerSiteIndex } from './site-index.mjs';

/**
 * @import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
 * @import { VisitorCookies } from './session-cookie.mjs'
 */

/**
 * A deployment's runtime config: the host's remotes.json (each remote's
 * manifest URL) and config.json (the API's URL). Both are files the deployment
 * writes, so a value may be missing or of any kind; each is checked where used.
 * @typedef {{ remotes?: Record<string, unknown>, config?: AppConfig | null }} RuntimeConfig
 */

/** config.json, as read. @typedef {{ apiBaseUrl?: unknown }} AppConfig */

/**
 * The runtime config as this server reads it: a missing or broken file is {}.
 * @typedef {{ remotes: Record<string, unknown>, config: AppConfig }} ReadRuntimeConfig
 */

/**
 * A page the host's server build drew: `personal` when drawn from the
 * visitor's cookies, `sessionRejected` when the API refused the session's token.
 * @typedef {{ html: string, personal: boolean, sessionRejected: boolean }} DrawnPage
 */

/**
 * What the host's server build gives the static server to draw pages with.
 * `renderPage` answers null for a page the browser draws.
 * @typedef {object} RenderHook
 * @property {(
 *   url: string,
 *   runtime: RuntimeConfig,
 *   visitor: VisitorCookies,
 *   origin: string,
 * ) => Promise<DrawnPage | null>} renderPage `origin` is the site's public origin
 * @property {(pathname: string) => string} remoteForPath
 * @property {(url: string) => string | null} [movedPath] where an address that moved went
 * @property {number} storeId
 */

/**
 * Default ports (docs/design-decisions.md); each can be overridden by the app's env variable.
 * @type {Record<string, { port: number, portEnv: string }>}
 */
export const APPS = {
  host: { port: 8080, portEnv: 'HOST_PORT' },
  'remote-storefront': { port: 8081, portEnv: 'STOREFRONT_PORT' },
  'remote-verify': { port: 8082, portEnv: 'VERIFY_PORT' },
  'remote-dashboard': { port: 8083, portEnv: 'DASHBOARD_PORT' },
  'remote-operator': { port: 8084, portEnv: 'OPERATOR_PORT' },
};

/**
 * @param {string} app
 * @param {NodeJS.ProcessEnv} [env]
 */
export function portOf(app, env = process.env) {
  const { port, portEnv } = APPS[app];
  return Number(env[portEnv] ?? port);
}

/**
 * The site's public origin: PUBLIC_ORIGIN, or by default the host's own
 * address (http://localhost:<HOST_PORT>). Throws, naming PUBLIC_ORIGIN, for a
 * value that is not a bare origin.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function configuredPublicOrigin(env = process.env) {
  return parsePublicOrigin(env.PUBLIC_ORIGIN ?? `http://localhost:${portOf('host', env)}`);
}

/**
 * configuredPublicOrigin() for a start script: a wrong PUBLIC_ORIGIN stops it
 * before anything starts, with one line saying why.
 * @returns {string}
 */
export function configuredPublicOriginOrExit() {
  try {
    return configuredPublicOrigin();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return process.exit(2);
  }
}

// Build outputs named name.<8 hex>.js (or .css) never change, so browsers may
// keep them for a year, whichever of their precompressed forms is sent.
// Everything else (index.html, remoteEntry.js, mf-manifest.json, remotes.json,
// config.json) is revalidated on every load, so a redeploy shows at once.
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)(\.map)?(\.br|\.gz)?$/;
const FOR_A_YEAR = 'public, max-age=31536000, immutable';

/** @param {string} filePath */
export function cacheControlFor(filePath) {
  return HASHED_FILE.test(filePath) ? FOR_A_YEAR : 'no-cache';
}

/**
 * @param {unknown} url
 * @returns {string | null}
 */
function originOf(url) {
  try {
    // Any value is read as a string; one that is no URL throws.
    const { protocol, origin } = new URL(/** @type {string} */ (url));
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of an app's pages. Only what the apps need:
 * scripts from this origin and the remotes' origins; fetches to the API and the
 * remotes (manifests); images from the API, plus data: and blob: (previews of a
 * chosen picture, documents fetched as blobs); the operator's PDF view is a
 * blob: frame; stylesheets from this origin and the remotes' (each app links
 * one extracted stylesheet; no inline <style> or style attribute is needed).
 * `remotes` is the host's remotes.json, `config` its config.json (a remote has
 * no remotes.json): the deployment's runtime config, never a build-time value.
 * @param {RuntimeConfig} [runtime]
 * @returns {string}
 */
export function contentSecurityPolicy({ remotes = {}, config = {} } = {}) {
  const remoteOrigins = Object.values(remotes ?? {}).map(originOf);
  const apiOrigin = originOf(config?.apiBaseUrl);
  const list = (/** @type {(string | null)[]} */ ...sources) =>
    [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remoteOrigins)}`,
    `connect-src ${list("'self'", apiOrigin, ...remoteOrigins)}`,
    `img-src ${list("'self'", 'data:', 'blob:', apiOrigin)}`,
    `style-src ${list("'self'", ...remoteOrigins)}`,
    `font-src 'self' data:`,
    `frame-src ${list("'self'", 'blob:', apiOrigin)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/**
 * The Link header of a page: preload the runtime config, remotes.json and the
 * manifest of the remote that draws this path, and open connections to that
 * remote and the API, while the browser is still fetching and running
 * main.js. Without it each waited for the scripts before it to run.
 * `crossorigin` makes the preloads match the app's fetch() calls (CORS, no
 * credentials); the API gets a connection for fetches and one for images.
 * `remoteForPath` is the host's route table (its server build's); an app
 * without one preloads no remote.
 * @param {Partial<ReadRuntimeConfig>} [runtime] config.json here is an object, as read.
 * @param {string} [pathname]
 * @param {(pathname: string) => string} [remoteForPath]
 * @returns {string}
 */
export function preloadLinks({ remotes = {}, config = {} } = {}, pathname = '/', remoteForPath) {
  /** @type {string[]} */
  const links = [];
  const preloadJson = (/** @type {string} */ url) =>
    links.push(`<${url}>; rel=preload; as=fetch; crossorigin`);
  const preconnect = (/** @type {string} */ origin) =>
    links.push(`<${origin}>; rel=preconnect`, `<${origin}>; rel=preconnect; crossorigin`);
  if (typeof config.apiBaseUrl === 'string') preloadJson('/config.json');
  const manifest = remoteForPath && remotes[remoteForPath(pathname)];
  if (typeof manifest === 'string') {
    preloadJson('/remotes.json');
    preloadJson(manifest);
  }
  for (const origin of new Set([originOf(manifest), originOf(config.apiBaseUrl)]))
    if (origin) preconnect(origin);
  return links.join(', ');
}

/**
 * Reads remotes.json and config.json through the server itself, so a route that
 * overrides either (as the bench does) shapes the policy just like the file on
 * disk does. A missing or broken file leaves its origins out. `bucket` is the
 * browser's canary bucket: remotes.json is read as that browser gets it.
 * @param {FastifyInstance} app
 * @param {number} [bucket]
 * @returns {Promise<ReadRuntimeConfig>}
 */
async function runtimeConfigOf(app, bucket) {
  const cookie = bucket === undefined ? {} : { cookie: `${BUCKET_COOKIE}=${bucket}` };
  const read = async (/** @type {string} */ url) => {
    const response = await app.inject({ method: 'GET', url, headers: cookie });
    if (response.statusCode !== 200) return {};
    try {
      return JSON.parse(response.body) ?? {};
    } catch {
      return {};
    }
  };
  const [remotes, config] = await Promise.all([read('/remotes.json'), read('/config.json')]);
  return { remotes, config };
}

/**
 * The render hook in an app's dist: the host's server build
 * (`server/render.js`, its `src/server/`), which draws pages and knows which
 * remote draws each path; null for an app without one.
 * @param {string} dir
 * @returns {RenderHook | null}
 */
export function renderHookIn(dir) {
  const renderFile = path.resolve(dir, 'server', 'render.js');
  if (!existsSync(renderFile)) return null;
  const build = createRequire(renderFile)(renderFile);
  return {
    renderPage: build.createPageRenderer({ dir }),
    remoteForPath: build.remoteForPath,
    movedPath: build.movedPath,
    storeId: build.STORE_ID,
  };
}

/**
 * @typedef {object} StaticServerOptions
 * @property {string} dir the app's dist folder, served at /
 * @property {boolean} [logger]
 * @property {RenderHook | null} [render] draws pages; by default the one in `dir`, if any
 * @property {string} [publicOrigin] the site's origin, which starts every
 *   absolute URL the server writes (robots.txt, the sitemap, a drawn page's
 *   canonical link and structured data); configuredPublicOrigin() by default
 * @property {string} [releasesDir] a remote's release store (tools/release),
 *   served at /releases/: each version's folder, old ones included, so a page
 *   opened before a release keeps loading its own chunks
 */

/**
 * Serves one app's dist folder the way production would: gzip/brotli, CORS
 * for the host to fetch remotes cross-origin, cache headers by file kind, a
 * Content-Security-Policy on pages, and index.html for any other path, so deep
 * links and reloads work. `render` draws pages on the server; with it, the
 * server also keeps the session's cookie and lists the site for search
 * engines. A dist with a remotes.json (the host's) answers it per browser,
 * with the canary for browsers in its share (canary.mjs). Absolute URLs start
 * with `publicOrigin`, never with the request's Host.
 * @param {StaticServerOptions} options
 * @returns {Promise<FastifyInstance>}
 */
export async function createStaticServer({
  dir,
  logger = false,
  render = renderHookIn(dir),
  releasesDir,
  publicOrigin = configuredPublicOrigin(),
}) {
  const origin = parsePublicOrigin(publicOrigin);
  // Behind a proxy that ends TLS, TRUST_PROXY=true takes the protocol from its
  // X-Forwarded-Proto, so the session cookie is still marked Secure.
  const app = Fastify({ logger, trustProxy: process.env.TRUST_PROXY === 'true' });
  await app.register(fastifyCors, { origin: '*' });
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    index: false,
    // Scripts and stylesheets come compressed from the build (brotli 11, gzip 9).
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });
  if (releasesDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(releasesDir),
      prefix: '/releases/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // A version's folder is named by the hash of its content and never
      // changes, so every file in it (its manifest and remoteEntry.js too) may
      // be kept; the live version's URL changes with remotes.json instead.
      setHeaders(reply) {
        reply.header('Cache-Control', FOR_A_YEAR);
      },
    });
  }
  // The host's remotes.json is chosen per browser (canary.mjs); a dist
  // without one (a remote's) has no canary and sets no bucket.
  const remotesFile = path.resolve(dir, 'remotes.json');
  const choosesPerBrowser = existsSync(remotesFile);
  if (choosesPerBrowser) answerRemotesPerBrowser(app, remotesFile);
  // A page's runtime config, read once for drawing it and for its headers.
  app.decorateRequest('runtime', null);
  /** @param {FastifyRequest & { runtime?: ReadRuntimeConfig | null }} request */
  const runtimeOf = async (request) =>
    (request.runtime ??= await runtimeConfigOf(
      app,
      choosesPerBrowser ? bucketChoiceOf(request).bucket : undefined,
    ));
  // Pages carry the policy and the preloads; scripts, JSON and images need neither.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const runtime = await runtimeOf(request);
    reply.header('Content-Security-Policy', contentSecurityPolicy(runtime));
    const links = preloadLinks(runtime, request.url.split('?')[0], render?.remoteForPath);
    if (links) reply.header('Link', links);
    if (choosesPerBrowser) {
      // The page names the manifests of the browser's side of a canary.
      keepNewBucket(app, request, reply);
      varyByCookie(reply);
    }
    return payload;
  });
  // The server that draws pages keeps the session's cookie for them, and
  // tells search engines what is there.
  if (render) {
    const apiBaseUrlOf = async (/** @type {FastifyRequest} */ request) =>
      (await runtimeOf(request)).config?.apiBaseUrl;
    registerSessionRoutes(app, { apiBaseUrlOf });
    registerSiteIndex(app, { storeId: render.storeId, apiBaseUrlOf, origin });
  }
  /**
   * @param {FastifyRequest} request
   * @param {FastifyReply} reply
   */
  async function sendPage(request, reply) {
    // An address that moved (host/src/server/moved-paths.ts) is sent on, query and all.
    const moved = render?.movedPath?.(request.url);
    if (moved) return reply.redirect(moved, 301);
    reply.header('Cache-Control', 'no-cache');
    const page =
      render &&
      (await render.renderPage(
        request.url,
        await runtimeOf(request),
        visitorCookies(request),
        origin,
      ));
    if (!page) return reply.sendFile('index.html');
    // A page drawn from the visitor's cookies is theirs: no cache may keep it.
    if (page.personal) reply.header('Cache-Control', 'private, no-store');
    if (page.sessionRejected) clearSessionCookie(request, reply);
    return reply.type('text/html; charset=utf-8').send(page.html);
  }
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]);
    if (wantsPage) return sendPage(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}

/**
 * @param {{ app: string, dir: string, port?: number, logger?: boolean, releasesDir?: string, publicOrigin?: string }} options
 * @returns {Promise<FastifyInstance>}
 */
export async function serveApp({
  app,
  dir,
  port = portOf(app),
  logger = false,
  releasesDir,
  publicOrigin,
}) {
  const server = await createStaticServer({ dir, logger, releasesDir, publicOrigin });
  await server.listen({ host: 'localhost', port });
  return server;
}
