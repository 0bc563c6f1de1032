// The development server of every app (`webpack serve`, through each app's
// `pnpm dev`): in memory, never writing dist/ (which the production servers
// and other people's checks read), with React Fast Refresh. Dev ports sit
// apart from the production ones (8080–8084, 3000), so production builds and
// dev servers run side by side (README, "Developing").
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @import { Configuration as DevServerConfiguration, Middleware } from 'webpack-dev-server'
 * @import { IncomingMessage, ServerResponse } from 'node:http'
 */

/**
 * Dev ports by federation name; each can be overridden by its env variable.
 * @type {Record<string, { port: number, portEnv: string }>}
 */
export const DEV_APPS = {
  host: { port: 3080, portEnv: 'DEV_HOST_PORT' },
  storefront: { port: 3081, portEnv: 'DEV_STOREFRONT_PORT' },
  verify: { port: 3082, portEnv: 'DEV_VERIFY_PORT' },
  dashboard: { port: 3083, portEnv: 'DEV_DASHBOARD_PORT' },
  operator: { port: 3084, portEnv: 'DEV_OPERATOR_PORT' },
};

/** The API `pnpm dev` starts in watch mode: apart from the production API's 3000. */
export const DEV_API = { port: 3090, portEnv: 'DEV_API_PORT' };

/** @param {{ port: number, portEnv: string }} app */
export const devPortOf = ({ port, portEnv }) => Number(process.env[portEnv] ?? port);

/**
 * Where the dev servers send `/api`: DEV_API_URL, which `pnpm dev` sets to its
 * own API; on its own a dev server uses the API of `pnpm start` or
 * `pnpm --dir api dev`.
 */
const apiTarget = () => process.env.DEV_API_URL ?? 'http://localhost:3000';

/**
 * `pnpm dev` sets DEV_REMOTES=dev: the dev host then loads the dev remotes.
 * Otherwise the host's own remotes.json (the production remotes) stands, and
 * host/remotes.override.json picks the ones to take from dev servers.
 */
const devRemotesMap = () =>
  Object.fromEntries(
    ['storefront', 'verify', 'dashboard', 'operator'].map((name) => [
      name,
      `http://localhost:${devPortOf(DEV_APPS[name])}/mf-manifest.json`,
    ]),
  );

/**
 * @param {ServerResponse} response
 * @param {number} status
 * @param {string} body JSON text
 */
function sendJson(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(body);
}

/**
 * The runtime config files a dev server answers itself, ahead of the build's
 * copies from public/.
 * @param {string} dir the app's folder
 * @param {boolean} isHost
 * @returns {Middleware}
 */
function runtimeConfigMiddleware(dir, isHost) {
  const overrideFile = path.join(dir, 'remotes.override.json');
  return {
    name: 'dev-runtime-config',
    /** @param {IncomingMessage} request @param {ServerResponse} response @param {() => void} next */
    middleware: (request, response, next) => {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      // Same-origin API calls, proxied below: no CORS setting on any API.
      if (pathname === '/config.json') return sendJson(response, 200, '{"apiBaseUrl":"/api"}');
      if (isHost && pathname === '/remotes.json' && process.env.DEV_REMOTES === 'dev')
        return sendJson(response, 200, JSON.stringify(devRemotesMap()));
      // Read on every ask, so writing or deleting the file needs only a reload.
      if (isHost && pathname === '/remotes.override.json')
        return existsSync(overrideFile)
          ? sendJson(response, 200, readFileSync(overrideFile, 'utf8'))
          : sendJson(response, 404, '{}');
      next();
    },
  };
}

/**
 * @param {object} app
 * @param {string} app.dir  the app's folder
 * @param {string} app.name federation name, which picks the port
 * @returns {DevServerConfiguration}
 */
export function devServerConfig({ dir, name }) {
  return {
    host: 'localhost',
    port: devPortOf(DEV_APPS[name]),
    hot: true,
    // public/ is already in the build (CopyWebpackPlugin).
    static: false,
    // Deep links such as /dashboard/wallet get index.html.
    historyApiFallback: true,
    // The host's page, on another port, fetches a remote's manifest and hot updates.
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: apiTarget() }],
    client: { overlay: { errors: true, warnings: false }, logging: 'error' },
    setupMiddlewares: (middlewares) => [
      runtimeConfigMiddleware(dir, name === 'host'),
      ...middlewares,
    ],
  };
}
