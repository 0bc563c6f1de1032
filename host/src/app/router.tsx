import { useRoutes, type RouteObject, AppFrame } from '@storefront/shared';
import { RemoteRoute } from '../features/remotes/components/remote-route';
import { HOST_ROUTES } from './routes';
import { SiteLayout } from './site-layout';

// The key gives each remote its own boundary state: an error in one remote's
// route must not follow the customer into another's.
const remoteRoutes = (siteLayout: boolean): RouteObject[] =>
  HOST_ROUTES.filter((route) => route.siteLayout === siteLayout).map(({ path, remote }) => ({
    path,
    element: <RemoteRoute key={remote} name={remote} />,
  }));

/** The shell's routes, built from the route table: each remote's paths, inside the site layout or not. */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [...remoteRoutes(false), { element: <SiteLayout />, children: remoteRoutes(true) }],
  },
];

/** The host's pages, drawn under whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(routes);
}
