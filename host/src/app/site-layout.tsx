import { Outlet } from '@storefront/shared';
import { CartBanner } from '../features/cart/components/cart-banner';
import { SiteFooter } from '../features/footer/components/site-footer';
import { SiteHeader } from '../features/header/components/site-header';

/** Every area but verify: the header above the routed remote, the footer below it. */
export function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <CartBanner />
      <main id="main" className="host-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
