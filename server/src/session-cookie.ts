// The cookies that let the host's server draw a visitor's own cart: the
// session's token, which this server sets and clears for the page's script
// (HttpOnly: no script can read it), and the anonymous cart's lines, which the
// browser writes itself (shared/src/cart/cart-cookie.ts).
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The session and cart cookies of a request, null where it has none. */
export interface VisitorCookies {
  session: string | null;
  cart: string | null;
}

export const SESSION_COOKIE = 'session';
export const CART_COOKIE = 'cart';

// A sign-in lasts 30 days at the API (SESSION_TTL_DAYS); the API checks the
// token on every page drawn with it, so a cookie outliving it draws nothing.
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
const API_TIMEOUT_MS = 5000;

function sessionCookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' };
}

/** The visitor's cookies, as the host's server build takes them (shared's Visitor). */
export function visitorCookies(request: FastifyRequest): VisitorCookies {
  return {
    session: request.cookies[SESSION_COOKIE] ?? null,
    cart: request.cookies[CART_COOKIE] ?? null,
  };
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
}

// Only this origin's pages may set or clear the session: another site could
// otherwise sign a visitor into its own account here. The host is compared,
// not the scheme, which a proxy ending TLS in front of this server changes.
function fromThisOrigin(request: FastifyRequest) {
  const { origin } = request.headers;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin') return false;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * POST /session (the token in the authKey header, as the API takes it) keeps
 * the token in the session cookie once the API accepts it; DELETE /session
 * clears it. The page's script calls both at sign-in and sign-out
 * (shared/src/session/session-mirror.ts). `apiBaseUrlOf(request)` is the
 * deployment's API (config.json).
 */
export function registerSessionRoutes(
  app: FastifyInstance,
  { apiBaseUrlOf }: { apiBaseUrlOf: (request: FastifyRequest) => Promise<unknown> },
) {
  app.post('/session', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!fromThisOrigin(request)) return reply.code(403).send();
    const token = request.headers.authkey;
    if (typeof token !== 'string' || !token) return reply.code(400).send();
    const apiBaseUrl = await apiBaseUrlOf(request);
    if (typeof apiBaseUrl !== 'string') return reply.code(503).send();
    let status: number;
    try {
      const response = await fetch(`${apiBaseUrl}/me`, {
        headers: { authKey: token },
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
      status = response.status;
    } catch (error) {
      request.log.warn({ err: error }, 'The API could not check a session');
      return reply.code(502).send();
    }
    if (status === 401) {
      clearSessionCookie(request, reply);
      return reply.code(401).send();
    }
    if (status !== 200) return reply.code(502).send();
    reply.setCookie(SESSION_COOKIE, token, {
      ...sessionCookieOptions(request),
      maxAge: SESSION_MAX_AGE_S,
    });
    return reply.code(204).send();
  });

  app.delete('/session', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!fromThisOrigin(request)) return reply.code(403).send();
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });
}
