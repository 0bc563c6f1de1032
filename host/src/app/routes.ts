import { matchRoute, type RemoteName } from '@storefront/shared';

export interface HostRoute {
  /** A react-router path from the site root. */
  path: string;
  /** The remote that draws every path under it. */
  remote: RemoteName;
  /** Whether the page sits inside the site's header and footer (verify stands alone). */
  siteLayout: boolean;
}

/**
 * The host's one route table: which remote draws each path. The shell's
 * routes, the remote loaded on a link's hover, and the server's choice of
 * remote (and of its manifest to preload) are all read from it. Which of a
 * remote's paths the server may draw is the remote's own table's to say.
 */
export const HOST_ROUTES: readonly HostRoute[] = [
  { path: 'verify/*', remote: 'verify', siteLayout: false },
  { path: 'dashboard/*', remote: 'dashboard', siteLayout: true },
  { path: 'operator/*', remote: 'operator', siteLayout: true },
  { path: '*', remote: 'storefront', siteLayout: true },
];

/** Which remote draws a path. */
export function remoteForPath(pathname: string): RemoteName {
  return matchRoute(HOST_ROUTES, pathname)?.route.remote ?? 'storefront';
}
