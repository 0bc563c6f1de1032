import { SESSION_ENDED_FLAG, sessionEnded } from '../session/ended-flag';

/** Pages a customer is sent *to* in order to sign in; never a place to return to. */
const AUTH_PAGES = [
  '/login',
  '/register',
  '/claim',
  '/forgot-password',
  '/reset-password',
  '/staff-invite',
];

function isAuthPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return AUTH_PAGES.includes(pathname);
}

/**
 * Where to send the customer after signing in or verifying. Only same-site
 * paths are allowed, so a crafted ?returnTo= cannot send anyone to another site,
 * and never the sign-in pages themselves, so a finished sign-in cannot land on one.
 */
export function safeReturnTo(search: string, fallback = '/'): string {
  const target = new URLSearchParams(search).get('returnTo');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return fallback;
  }
  return isAuthPage(target) ? fallback : target;
}

/**
 * The sign-in link for a page. From the sign-in or registration page itself it
 * keeps the pending returnTo instead of nesting one inside another. After the
 * API ended the session, it says so (SESSION_ENDED_FLAG).
 */
export function signInPath(pathname: string, search: string): string {
  const returnTo = isAuthPage(pathname) ? safeReturnTo(search) : `${pathname}${search}`;
  const path = `/login?returnTo=${encodeURIComponent(returnTo)}`;
  return sessionEnded() ? `${path}&${SESSION_ENDED_FLAG}=1` : path;
}
