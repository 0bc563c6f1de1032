import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
// By the package's name, not by file: this subpath is bundled into each
// remote's own page, and everything it uses must be the one shared copy.
import {
  AppFrame,
  BrowserRouter,
  Navigate,
  startApp,
  useRoutes,
  type RouteObject,
} from '@storefront/shared';

/**
 * Boots a remote on its own page, for its team to develop and test alone. It
 * mounts the same App the host mounts, under the same path, with the same
 * session, loader and HTTP client, and none of the host's code. A subpath of
 * its own (`@storefront/shared/standalone`), so the host's page, which shares
 * the package's main entry whole, never carries it.
 */
export async function mountStandalone(App: ComponentType, { basePath }: { basePath: string }) {
  await startApp();
  const base = basePath.replace(/\/$/, '');
  const children: RouteObject[] = [{ path: `${base}/*`, element: <App /> }];
  // The remote's own origin opens on its area, e.g. :8083/ → /dashboard.
  if (base) children.push({ index: true, element: <Navigate to={base} replace /> });
  const routes = [{ element: <AppFrame />, children }];
  function StandaloneRoutes() {
    return useRoutes(routes);
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}
