import { Link, useLocation } from '@storefront/shared';
import {
  DASHBOARD_MENU,
  OPERATOR_MENU,
  pageKeyFor,
  type DashboardPageKey,
} from '../dashboard-menu';

interface MenuBlockProps {
  id: string;
  title: string;
  items: ReadonlyArray<{ path: string; label: string; pageKey: DashboardPageKey }>;
  currentPageKey: DashboardPageKey | null;
}

function MenuBlock({ id, title, items, currentPageKey }: MenuBlockProps) {
  return (
    <nav className="db-menu" aria-labelledby={id}>
      <h2 id={id} className="db-menu__title">
        {title}
      </h2>
      <ul className="db-menu__list">
        {items.map((item) => {
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

export interface DashboardSideMenuProps {
  /** Whether the signed-in account is a store operator; customers never get the operator block. */
  operator: boolean;
}

export function DashboardSideMenu({ operator }: DashboardSideMenuProps) {
  const currentPageKey = pageKeyFor(useLocation().pathname);
  return (
    <div className="db-side">
      <MenuBlock
        id="db-menu-title"
        title="My Dashboard"
        items={DASHBOARD_MENU}
        currentPageKey={currentPageKey}
      />
      {operator && (
        <MenuBlock
          id="db-operator-menu-title"
          title="Store operator"
          items={OPERATOR_MENU}
          currentPageKey={currentPageKey}
        />
      )}
    </div>
  );
}
