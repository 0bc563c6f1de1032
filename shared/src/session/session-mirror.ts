import { requestHeaders } from '../http/http-client';
import { storage } from '../storage/storage-keys';

// The host origin's server keeps the token in an HttpOnly cookie, so it can
// draw the customer's own cart (server/src/session-cookie.ts). The
// page's script never sees that cookie: it asks the server to set or clear it.
const SESSION_URL = '/session';

/**
 * Never waits and never throws: the session works without its mirror, so a
 * failure is only logged. It carries the headers of every request the page
 * makes (docs/http-client.md).
 */
function ask(method: 'POST' | 'DELETE', what: string, headers?: Record<string, string>): void {
  if (typeof fetch === 'undefined') return;
  fetch(SESSION_URL, {
    method,
    headers: requestHeaders(SESSION_URL, { headers }),
    credentials: 'same-origin',
  }).then(
    (response) => {
      if (!response.ok) console.warn(`Could not ${what}: the server answered ${response.status}`);
    },
    (error: unknown) => console.warn(`Could not ${what}`, error),
  );
}

/** After sign-in: the host's server checks the token with the API, then keeps it in its cookie. */
export function mirrorSession(token: string): void {
  ask('POST', 'mirror the session on the host’s server', { authKey: token });
}

/** When the device forgets the user: the host's server clears its cookie. */
export function forgetSessionMirror(): void {
  ask('DELETE', 'clear the session on the host’s server');
}

/**
 * At start, on a page the server drew: a device signed in before the mirror
 * existed (or whose cookie expired) mirrors its token, and a device that no
 * longer holds one clears a cookie left behind. One request at most, and only
 * when the page shows the two disagree.
 */
export function syncSessionMirror(drawnWithSession: boolean | undefined): void {
  if (drawnWithSession === undefined) return;
  const token = storage.get('token');
  if (token && !drawnWithSession) mirrorSession(token);
  else if (!token && drawnWithSession) forgetSessionMirror();
}
