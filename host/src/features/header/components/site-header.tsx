import { Link, NavLink } from 'react-router-dom';
import { clearStoredUser, useSession } from '@storefront/shared';

export function SiteHeader() {
  const auth = useSession('auth');
  const user = useSession('user');
  const store = useSession('store');

  return (
    <header className="host-header">
      <a className="host-skip-link" href="#main">
        Skip to content
      </a>
      <Link to="/" className="host-header__brand">
        {store?.name ?? 'Storefront'}
      </Link>
      <nav aria-label="Main" className="host-header__nav">
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/cart">Cart</NavLink>
        <NavLink to="/dashboard/profile">My Dashboard</NavLink>
      </nav>
      {auth && (
        <div className="host-header__account">
          <span data-testid="header-user-name">Hi, {user?.userName ?? 'there'}</span>
          <button
            type="button"
            className="host-button host-button--quiet"
            onClick={clearStoredUser}
          >
            Log out
          </button>
        </div>
      )}
    </header>
  );
}
