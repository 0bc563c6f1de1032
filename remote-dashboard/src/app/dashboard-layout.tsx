import { Outlet } from 'react-router-dom';
import { DashboardSideMenu } from '../features/menu/components/dashboard-side-menu';

export function DashboardLayout() {
  return (
    <div className="db-layout">
      <DashboardSideMenu />
      <section className="db-page">
        <Outlet />
      </section>
    </div>
  );
}
