import { Link } from '@storefront/shared';
import './pager.css';

export interface PagerProps {
  /** The name of the navigation landmark, e.g. 'Wallet pages'. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** More than `total` match: the API stopped counting at its cap (TOTAL_CAP). */
  totalCapped?: boolean;
  /** The link to another page of the same list. */
  hrefFor: (page: number) => string;
  /** The links' look, where the remote has its own (the storefront's buttons); the kit's by default. */
  linkClassName?: string;
}

/**
 * Previous and next links with where the customer is; nothing when one page
 * holds it all. On a page past the end, Previous leads back to the last page.
 */
export function Pager({
  label,
  page,
  pageSize,
  total,
  totalCapped,
  hrefFor,
  linkClassName,
}: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // Past a capped count the last page is unknown: Next goes on while pages are full.
  const more = page < pages || (totalCapped === true && page >= pages);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="db-pager" aria-label={label}>
      {page > 1 ? (
        <Link className={linkClassName} to={hrefFor(Math.min(page - 1, pages))} rel="prev">
          Previous page
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span aria-current="page">
        Page {page} of {totalCapped ? `${pages.toLocaleString('en-GB')}+` : pages}
      </span>
      {more ? (
        <Link className={linkClassName} to={hrefFor(page + 1)} rel="next">
          Next page
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
