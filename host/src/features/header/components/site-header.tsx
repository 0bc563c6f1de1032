import { useEffect, useRef, useState } from 'react';
import {
  Link,
  NavLink,
  useLocation,
  profilePictureUrl,
  signInPath,
  signOut,
  useSession,
} from '@storefront/shared';
import { useCartCount } from '../hooks/use-cart-count';
import './site-header.css';

export function SiteHeader() {
  const auth = useSession('auth');
  const user = useSession('user');
  const store = useSession('store');
  const itemCount = useCartCount();
  const location = useLocation();
  // The menu is open on the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <header className={open ? 'host-header host-header--open' : 'host-header'}>
      <a className="host-skip-link" href="#main">
        Skip to content
      </a>
      <Link to="/" className="host-header__brand">
        {store?.name ?? 'Storefront'}
      </Link>
      {/* Only a narrow screen shows it (site-header.css), so the server draws the same header. */}
      <button
        ref={menuButton}
        type="button"
        className="host-header__menu-button"
        aria-expanded={open}
        aria-controls="host-menu"
        onClick={() => setOpenOn(open ? null : location.key)}
      >
        Menu
      </button>
      <div id="host-menu" className="host-header__menu">
        <nav aria-label="Main" className="host-header__nav">
          <NavLink to="/" end>
            Home
          </NavLink>
          <NavLink to="/products">Products</NavLink>
          {/* Named by its content, not aria-label, so the name holds the text seen ("Cart"). */}
          <NavLink to="/cart">
            Cart
            <span className="host-header__badge" data-testid="cart-count" aria-hidden="true">
              {itemCount}
            </span>
            <span className="visually-hidden">{` (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`}</span>
          </NavLink>
          {/* Lit on every dashboard page, not only the profile the link opens. */}
          <NavLink
            to="/dashboard/profile"
            className={() => (location.pathname.startsWith('/dashboard') ? 'active' : undefined)}
          >
            My Dashboard
          </NavLink>
          {/* Only a hint: the console itself asks the API who may see it. */}
          {user?.role === 'operator' && <NavLink to="/operator">Store console</NavLink>}
        </nav>
        <div className="host-header__account">
          {auth ? (
            <>
              {user?.avatar && (
                <img
                  className="host-header__avatar"
                  data-testid="header-avatar"
                  src={profilePictureUrl(user.avatar)}
                  alt=""
                  width={32}
                  height={32}
                />
              )}
              <span data-testid="header-user-name">Hi, {user?.name ?? 'there'}</span>
              <button
                type="button"
                className="host-button host-button--quiet"
                onClick={() => void signOut()}
              >
                Log out
              </button>
            </>
          ) : (
            <Link className="host-button" to={signInPath(location.pathname, location.search)}>
              Sign in
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
