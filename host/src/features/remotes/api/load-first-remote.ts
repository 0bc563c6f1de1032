import { remoteForPath } from './prefetch-remotes';
import { loadRemoteApp } from './remote-registry';

/**
 * Starts loading the remote that draws the page the browser opened on, so its
 * manifest and scripts arrive while React and the shell are still loading
 * rather than after them. Errors surface in the route, which asks again.
 */
export function loadFirstRemote(): void {
  loadRemoteApp(remoteForPath(location.pathname)).catch(() => undefined);
}
