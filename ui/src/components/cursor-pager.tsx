import { Link } from '@storefront/shared';
import './pager.css';

export interface CursorPagerProps {
  /** The name of the navigation landmark, e.g. 'Pages of store orders'. */
  label: string;
  /** The link to the newer page, or null on the first one. */
  previousHref: string | null;
  /** The link to the older page, or null on the last one. */
  nextHref: string | null;
}

/**
 * Previous and next links for a list read page by page from a cursor, where
 * there is no page count to show; nothing when one page holds it all.
 */
export function CursorPager({ label, previousHref, nextHref }: CursorPagerProps) {
  if (!previousHref && !nextHref) return null;
  return (
    <nav className="db-pager" aria-label={label}>
      {previousHref ? (
        <Link to={previousHref} rel="prev">
          Previous page
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span aria-hidden="true" />
      {nextHref ? (
        <Link to={nextHref} rel="next">
          Next page
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
