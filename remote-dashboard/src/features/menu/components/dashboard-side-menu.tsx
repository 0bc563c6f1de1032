import { Link, useLocation } from 'react-router-dom';
import { DASHBOARD_MENU, pageKeyFor } from '../dashboard-menu';

export function DashboardSideMenu() {
  const currentPageKey = pageKeyFor(useLocation().pathname);
  return (
    <nav className="db-menu" aria-labelledby="db-menu-title">
      <h2 id="db-menu-title" className="db-menu__title">
        My Dashboard
      </h2>
      <ul className="db-menu__list">
        {DASHBOARD_MENU.map((item) => {
          const current = item.pageKey === currentPageKey;
          return (
            <li key={item.pageKey}>
              <Link
                to={item.path}
                className={current ? 'db-menu__link db-menu__link--current' : 'db-menu__link'}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
