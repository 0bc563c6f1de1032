import { Outlet } from 'react-router-dom';
import { SiteHeader } from '../features/header/components/site-header';

/** Every area but verify: the header above the routed remote. */
export function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="host-main">
        <Outlet />
      </main>
    </>
  );
}
