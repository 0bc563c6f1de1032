import { useEffect, useState } from 'react';
import { useLocation, type RemoteAppModule, type RemoteName } from '@storefront/shared';
import { load, loaded } from '../api/remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading } from './remote-loading';
import { REMOTE_LABELS } from './remote-labels';

export interface RemoteRouteProps {
  name: RemoteName;
}

/**
 * The one way the host shows a remote, with loading and error states and a
 * retry. A remote already loaded (on the server, before a server-rendered page
 * hydrates, or on an earlier visit) is drawn at once, as the server drew it,
 * which scroll restoration relies on when coming back.
 */
export function RemoteRoute({ name }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      label={REMOTE_LABELS[name]}
      resetKey={attempt}
      onRetry={() => setAttempt((count) => count + 1)}
    >
      <RemoteContent key={attempt} name={name} />
    </RemoteErrorBoundary>
  );
}

type RemoteLoad = { app: RemoteAppModule } | { failure: unknown } | { loading: true };

/**
 * Loads the remote, and the code of the page it opens, as state rather than
 * through Suspense: React holds content back until 300 ms after a Suspense
 * fallback appeared, so a remote that arrived 100 ms after the click showed
 * at 400 ms. A failure is thrown to the error boundary, which offers a retry.
 */
function RemoteContent({ name }: RemoteRouteProps) {
  const { pathname } = useLocation();
  const [remote, setRemote] = useState<RemoteLoad>(() => {
    const app = loaded(name);
    return app ? { app } : { loading: true };
  });
  const loading = 'loading' in remote;

  useEffect(() => {
    if (!loading) return;
    let current = true;
    load(name, pathname).then(
      (app) => current && setRemote({ app }),
      (failure: unknown) => current && setRemote({ failure }),
    );
    return () => {
      current = false;
    };
    // The page to fetch is the one the remote opens on; later moves are the remote's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, loading]);

  if ('failure' in remote) throw remote.failure;
  if ('loading' in remote) return <RemoteLoading label={REMOTE_LABELS[name]} />;
  const { default: RemoteApp } = remote.app;
  return <RemoteApp />;
}
