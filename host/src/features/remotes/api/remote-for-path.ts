import type { RemoteName } from '@storefront/shared';

/** Which remote draws a path: the same split as the host's routes. */
export function remoteForPath(pathname: string): RemoteName {
  if (/^\/verify(\/|$)/.test(pathname)) return 'verify';
  if (/^\/dashboard(\/|$)/.test(pathname)) return 'dashboard';
  return 'storefront';
}
