import path from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';

/** Default ports of design.md; each can be overridden by the app's env variable. */
export const APPS = {
  host: { port: 8080, portEnv: 'HOST_PORT' },
  'remote-storefront': { port: 8081, portEnv: 'STOREFRONT_PORT' },
  'remote-verify': { port: 8082, portEnv: 'VERIFY_PORT' },
  'remote-dashboard': { port: 8083, portEnv: 'DASHBOARD_PORT' },
};

export function portOf(app) {
  const { port, portEnv } = APPS[app];
  return Number(process.env[portEnv] ?? port);
}

// Build outputs named name.<8 hex>.js never change, so browsers may keep them
// for a year. Everything else (index.html, remoteEntry.js, mf-manifest.json,
// remotes.json, config.json) is revalidated on every load, so a redeploy shows at once.
const HASHED_FILE = /\.[0-9a-f]{8}\.js(\.map)?$/;

export function cacheControlFor(filePath) {
  return HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves one app's dist folder the way production would: gzip/brotli, CORS
 * for the host to fetch remotes cross-origin, cache headers by file kind, and
 * index.html for any other path, so deep links and reloads work.
 */
export async function createStaticServer({ dir, logger = false }) {
  const app = Fastify({ logger });
  await app.register(fastifyCors, { origin: '*' });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]);
    if (wantsPage) return sendIndex(reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}

function sendIndex(reply) {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}

export async function serveApp({ app, dir, port = portOf(app), logger = false }) {
  const server = await createStaticServer({ dir, logger });
  await server.listen({ host: 'localhost', port });
  return server;
}
