import { Link, Outlet } from '@storefront/shared';

/** Verification runs without the site header (docs/routes.md), on a focused page of its own. */
export function VerifyLayout() {
  return (
    <div className="vf-layout">
      <div className="vf-brand">
        <Link to="/">Storefront</Link>
        <span aria-hidden="true"> · </span>
        <span>Verification</span>
      </div>
      <main className="vf-card">
        <Outlet />
      </main>
    </div>
  );
}
