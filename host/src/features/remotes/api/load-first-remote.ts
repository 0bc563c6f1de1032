import { loadRemoteFor } from './prefetch-remotes';

/**
 * Starts loading the remote that draws the page the browser opened on, and
 * that page's code, before React renders the shell, rather than when its
 * route first renders. (Started
 * earlier still, beside the shell's own chunks, it competed with them for the
 * CPU: home LCP 2,304 ms against 1,804 ms, bench medians at 4× slowdown.)
 * Errors surface in the route, which asks again.
 */
export function loadFirstRemote(): void {
  loadRemoteFor(location.pathname);
}
