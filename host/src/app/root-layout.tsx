import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { LoaderOverlay, loaderService, pushStoredUser } from '@storefront/shared';

/** The root view: the routed outlet, the loader overlay, and what every navigation does. */
export function RootLayout() {
  const location = useLocation();

  // Spec section 4: after every completed navigation the stored user is pushed
  // again, and a busy state kept "until the route changes" closes.
  useEffect(() => {
    try {
      pushStoredUser();
    } catch (error) {
      console.error('Could not refresh the session after navigation', error);
    }
    loaderService.navigationEnded();
  }, [location.key]);

  return (
    <>
      <Outlet />
      <LoaderOverlay />
      <ScrollRestoration />
    </>
  );
}
