import { Suspense, type ReactNode } from 'react';
import { Outlet } from '@storefront/shared';
import { LoadingNote } from './load-state';

export interface SideMenuLayoutProps {
  /** The side menu; without one the page has the frame's width to itself. */
  menu?: ReactNode;
  /** What the frame holds; the routed page by default. */
  children?: ReactNode;
}

/**
 * The frame of My Dashboard and of the store console: the side menu beside the
 * page. A routed page's code arrives on its first visit; the menu stays while
 * it does.
 */
export function SideMenuLayout({ menu, children }: SideMenuLayoutProps) {
  return (
    <div className={menu ? 'db-layout' : 'db-layout db-layout--alone'}>
      {menu}
      <section className="db-page">
        {children ?? (
          <Suspense fallback={<LoadingNote>Loading…</LoadingNote>}>
            <Outlet />
          </Suspense>
        )}
      </section>
    </div>
  );
}
