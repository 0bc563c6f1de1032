import type { RemoteAppModule, RemoteName } from '@storefront/shared';
import { loadRemoteApp } from './remote-registry';

/**
 * Loads a remote's './App' and the code of the page it opens at `pathname`
 * (for a remote that loads its pages on demand); settles when both are in.
 * Rejects when the remote fails; a page that fails is left to the remote,
 * which shows that error itself.
 */
export async function loadRemotePage(name: RemoteName, pathname: string): Promise<RemoteAppModule> {
  const app = await loadRemoteApp(name);
  await Promise.resolve(app.preload?.(pathname)).catch(() => undefined);
  return app;
}
