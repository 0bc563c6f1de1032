import { Link } from '@storefront/shared';
import type { MenuItem } from '../dashboard-menu';

export interface MenuBlockProps {
  id: string;
  title: string;
  items: readonly MenuItem[];
  /** The item of the page on screen, marked as the current page. */
  current: MenuItem | undefined;
}

/** One titled block of the side menu. */
export function MenuBlock({ id, title, items, current }: MenuBlockProps) {
  return (
    <nav className="db-menu" aria-labelledby={id}>
      <h2 id={id} className="db-menu__title">
        {title}
      </h2>
      <ul className="db-menu__list">
        {items.map((item) => {
          const isCurrent = item === current;
          return (
            <li key={item.pageKey}>
              <Link
                to={item.path}
                className="db-menu__link"
                // Also the highlight: dashboard.css lights the link marked as the current page.
                aria-current={isCurrent ? 'page' : undefined}
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
