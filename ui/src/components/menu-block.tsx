import type { ReactNode } from 'react';
import { Link } from '@storefront/shared';

/** One link of a side menu. */
export interface MenuItem {
  path: string;
  label: string;
  pageKey: string;
}

/** The item a URL belongs to: /dashboard/order-details/:orderId is still 'order-details'. */
export function currentItem(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  return items.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
}

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
                // Also the highlight: console-frame.css lights the link marked as the current page.
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

export interface SideMenuProps {
  /** What the phone's menu button says: the current page's label. */
  buttonLabel: string;
  /** Changes on every navigation, so the popover closes. */
  pathname: string;
  children: ReactNode;
}

/**
 * The side menu on a wide screen; on a narrow one (console-frame.css), a
 * button naming the current page that opens it as a popover, which Escape or
 * a tap outside closes. The key closes it on every navigation.
 */
export function SideMenu({ buttonLabel, pathname, children }: SideMenuProps) {
  return (
    <>
      {/* Outside any form, so no type; console-frame.css finds it by its popovertarget. */}
      <button popovertarget="db-side">{buttonLabel}</button>
      <div id="db-side" className="db-side" popover="" key={pathname}>
        {children}
      </div>
    </>
  );
}
