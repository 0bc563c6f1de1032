import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@storefront/shared';
import { loadedRemoteApp, loadRemoteApp } from '../api/remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { REMOTE_LABELS } from './remote-labels';

// One lazy component per remote for the page's lifetime, so coming back to a
// route renders at once (which scroll restoration relies on). A failed load is
// dropped, so the next visit or a retry fetches again.
const remoteApps = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function remoteApp(name: RemoteName) {
  let app = remoteApps.get(name);
  if (!app) {
    app = lazy(() =>
      loadRemoteApp(name).catch((error: unknown) => {
        remoteApps.delete(name);
        throw error;
      }),
    );
    remoteApps.set(name, app);
  }
  return app;
}

export interface RemoteRouteProps {
  name: RemoteName;
}

/**
 * The one way the host shows a remote: lazy, with loading and error states and
 * a retry. A remote already loaded (on the server, or before a server-rendered
 * page hydrates) is drawn at once, as the server drew it.
 */
export function RemoteRoute({ name }: RemoteRouteProps) {
  const [RemoteApp, setRemoteApp] = useState<ComponentType>(
    () => loadedRemoteApp(name)?.default ?? remoteApp(name),
  );
  const retry = () => {
    remoteApps.delete(name);
    setRemoteApp(() => remoteApp(name));
  };
  return (
    <RemoteErrorBoundary label={REMOTE_LABELS[name]} resetKey={RemoteApp} onRetry={retry}>
      <Suspense fallback={<RemoteLoading label={REMOTE_LABELS[name]} />}>
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteLoading({ label }: { label: string }) {
  return (
    <div className="host-remote-state" aria-busy="true">
      <span className="host-remote-state__spinner" aria-hidden="true" />
      <p>Loading {label}…</p>
    </div>
  );
}

/** Forgets every loaded remote; tests use it to start each case cold. */
export function forgetRemoteApps(): void {
  remoteApps.clear();
}
