import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { configuredPublicOrigin, portOf } from './apps';
import { answerRemotesPerBrowser, bucketChoiceOf, keepNewBucket, varyByCookie } from './canary';
import { registerCatalogueImages } from './catalogue-images';
import { followCatalogueNews, pageForgetter } from './catalogue-news';
import { cacheControlFor, contentSecurityPolicy, FOR_A_YEAR, preloadLinks } from './headers';
import { parsePublicOrigin } from './public-origin';
import { renderHookIn, type RenderHook } from './render-hook';
import { runtimeConfigOf, type ReadRuntimeConfig } from './runtime-config';
import { clearSessionCookie, registerSessionRoutes, visitorCookies } from './session-cookie';
import { registerSiteIndex } from './site-index';

declare module 'fastify' {
  interface FastifyRequest {
    /** The page's runtime config, read once for drawing it and for its headers. */
    runtime: ReadRuntimeConfig | null;
    /** The style-src sources of the <style> elements of the page drawn for it. */
    styleSources: string[] | null;
  }
}

export interface StaticServerOptions {
  /** The app's dist folder, served at /. */
  dir: string;
  logger?: boolean;
  /** Draws pages; by default the one in `dir`, if any. */
  render?: RenderHook | null;
  /**
   * The site's origin, which starts every absolute URL the server writes
   * (robots.txt, the sitemap, a drawn page's canonical link and structured
   * data); configuredPublicOrigin() by default.
   */
  publicOrigin?: string;
  /**
   * A remote's release store (tools/release), served at /releases/: each
   * version's folder, old ones included, so a page opened before a release
   * keeps loading its own chunks.
   */
  releasesDir?: string;
  /**
   * Follow the API's catalogue news and drop kept pages on each change: by
   * default whenever the render hook keeps pages (the host's does).
   */
  catalogueNews?: boolean;
}

/**
 * Serves one app's dist folder the way production would: gzip/brotli, CORS
 * for the host to fetch remotes cross-origin, cache headers by file kind, a
 * Content-Security-Policy on pages, and index.html for any other path, so deep
 * links and reloads work. `render` draws pages on the server; with it, the
 * server also keeps the session's cookie and lists the site for search
 * engines. A dist with a remotes.json (the host's) answers it per browser,
 * with the canary for browsers in its share (canary.ts). Absolute URLs start
 * with `publicOrigin`, never with the request's Host.
 */
export async function createStaticServer({
  dir,
  logger = false,
  render = renderHookIn(dir),
  releasesDir,
  publicOrigin = configuredPublicOrigin(),
  catalogueNews = Boolean(render?.forgetPages),
}: StaticServerOptions): Promise<FastifyInstance> {
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
  // The host's remotes.json is chosen per browser (canary.ts); a dist
  // without one (a remote's) has no canary and sets no bucket.
  const remotesFile = path.resolve(dir, 'remotes.json');
  const choosesPerBrowser = existsSync(remotesFile);
  if (choosesPerBrowser) answerRemotesPerBrowser(app, remotesFile);
  app.decorateRequest('runtime', null);
  app.decorateRequest('styleSources', null);
  const runtimeOf = async (request: FastifyRequest) =>
    (request.runtime ??= await runtimeConfigOf(
      app,
      choosesPerBrowser ? bucketChoiceOf(request).bucket : undefined,
    ));
  // Pages carry the policy and the preloads; scripts, JSON and images need neither.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const runtime = await runtimeOf(request);
    reply.header(
      'Content-Security-Policy',
      contentSecurityPolicy(runtime, request.styleSources ?? []),
    );
    const links = preloadLinks(runtime, request.url.split('?')[0], render?.remoteForPath);
    if (links) reply.header('Link', links);
    if (choosesPerBrowser) {
      // The page names the manifests of the browser's side of a canary.
      keepNewBucket(app, request, reply);
      varyByCookie(reply);
    }
    return payload;
  });
  // The server that draws pages keeps the session's cookie for them, sends
  // the catalogue's pictures from its own origin, and tells search engines
  // what is there.
  if (render) {
    const apiBaseUrlOf = async (request: FastifyRequest) =>
      (await runtimeOf(request)).config?.apiBaseUrl;
    registerSessionRoutes(app, { apiBaseUrlOf });
    await registerCatalogueImages(app, { apiBaseUrlOf });
    registerSiteIndex(app, { storeId: render.storeId, apiBaseUrlOf, origin });
  }
  if (render?.forgetPages && catalogueNews) followNews(app, render);

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
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
    request.styleSources = page.styleSources ?? [];
    if (page.drawAgain) reply.raw.once('finish', page.drawAgain);
    return reply.type('text/html; charset=utf-8').send(page.html);
  }
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]!);
    if (wantsPage) return sendPage(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}

/**
 * Drops the renderer's kept pages on the API's catalogue news, from the API
 * that config.json names (read through the server, as pages read it), for as
 * long as the server runs.
 */
function followNews(
  app: FastifyInstance,
  { forgetPages, followingNews }: Pick<RenderHook, 'forgetPages' | 'followingNews'>,
) {
  const forgetter = pageForgetter(forgetPages!);
  let news: { stop: () => void } | undefined;
  // Once the server is ready: config.json is read through its routes.
  app.addHook('onReady', async () => {
    news = followCatalogueNews({
      apiBaseUrl: async () => (await runtimeConfigOf(app)).config.apiBaseUrl,
      onNews: forgetter.hear,
      onLive: followingNews,
      warn: (message) => app.log.warn(message),
    });
  });
  app.addHook('onClose', async () => {
    news?.stop();
    forgetter.stop();
  });
}

export interface ServeAppOptions extends Omit<StaticServerOptions, 'render'> {
  app: string;
  port?: number;
}

/** An app's server, listening on its port (localhost). */
export async function serveApp({
  app,
  port = portOf(app),
  ...options
}: ServeAppOptions): Promise<FastifyInstance> {
  const server = await createStaticServer(options);
  await server.listen({ host: 'localhost', port });
  return server;
}
