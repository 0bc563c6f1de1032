import { useRoutes, type RouteObject, AppFrame, type RemoteName } from '@storefront/shared';
import { RemoteRoute } from '../features/remotes/components/remote-route';
import { SiteLayout } from './site-layout';

// The key gives each remote its own boundary state: an error in one remote's
// route must not follow the customer into another's.
function remoteRoute(path: string, name: RemoteName): RouteObject {
  return { path, element: <RemoteRoute key={name} name={name} /> };
}

// Spec section 2 and design.md: verify has no header; dashboard and the
// storefront sit inside the site layout. The storefront owns every other path.
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      remoteRoute('verify/*', 'verify'),
      {
        element: <SiteLayout />,
        children: [remoteRoute('dashboard/*', 'dashboard'), remoteRoute('*', 'storefront')],
      },
    ],
  },
];

/** The host's pages, drawn under whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(routes);
}
