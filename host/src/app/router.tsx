import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RemoteRoute } from '../features/remotes/components/remote-route';
import { AppFrame } from '@storefront/shared';
import { SiteLayout } from './site-layout';

// Spec section 2 and design.md: verify has no header; dashboard and the
// storefront sit inside the site layout. The storefront owns every other path.
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      { path: 'verify/*', element: <RemoteRoute name="verify" /> },
      {
        element: <SiteLayout />,
        children: [
          { path: 'dashboard/*', element: <RemoteRoute name="dashboard" /> },
          { path: '*', element: <RemoteRoute name="storefront" /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
