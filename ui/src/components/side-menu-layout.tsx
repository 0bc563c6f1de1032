import { Suspense, type ReactNode } from 'react';
import { Outlet } from '@storefront/shared';
import { LoadingNote } from './load-state';

/**
 * The frame of My Dashboard and of the store console: the side menu beside the
 * routed page. A page's code arrives on its first visit; the menu stays while
 * it does.
 */
export function SideMenuLayout({ menu }: { menu: ReactNode }) {
  return (
    <div className="db-layout">
      {menu}
      <section className="db-page">
        <Suspense fallback={<LoadingNote>Loading…</LoadingNote>}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}
