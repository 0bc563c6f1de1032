import autocannon from 'autocannon';
import { API_URL, originOf } from './servers.mjs';

/**
 * One route under load: requests per second, latencies in ms, and errors
 * (socket errors and answers outside 2xx). `ratioToTrivial` is set on the
 * routes measured beside the trivial one.
 * @typedef {object} RouteLoad
 * @property {string} url
 * @property {number} requestsPerSecond
 * @property {number} p50
 * @property {number} p99
 * @property {number} errors
 * @property {number} [ratioToTrivial]
 */

/**
 * What measureApi answers: the trivial route, and each route beside it.
 * @typedef {object} ApiResults
 * @property {number} connections
 * @property {number} durationSeconds
 * @property {RouteLoad} trivial
 * @property {Record<string, RouteLoad & { ratioToTrivial: number }>} routes
 */

export const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {number} duration seconds
 */
function run(url, headers, duration) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration });
}

/**
 * Requests per second and p50/p99 of one route, after a short warm-up.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<RouteLoad>}
 */
async function measure(url, headers = {}) {
  await run(url, headers, WARMUP_S);
  const result = await run(url, headers, DURATION_S);
  return {
    url,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * The catalogue list, a product and an order history, each beside a trivial Fastify route.
 * @param {{ productId: number, token: string }} options
 * @returns {Promise<ApiResults>}
 */
export async function measureApi({ productId, token }) {
  const trivial = await measure(`${originOf('trivial')}/ping`);
  const routes = {
    'catalogue list': await measure(`${API_URL}/stores/38/products`),
    'product detail': await measure(`${API_URL}/products/${productId}`),
    'order history': await measure(`${API_URL}/me/orders`, { authKey: token }),
  };
  for (const route of Object.values(routes))
    route.ratioToTrivial = route.requestsPerSecond / trivial.requestsPerSecond;
  return {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    trivial,
    // The loop above set each route's ratioToTrivial.
    routes: /** @type {ApiResults['routes']} */ (routes),
  };
}
