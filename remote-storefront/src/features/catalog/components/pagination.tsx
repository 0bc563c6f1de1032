import { Link, useSearchParams } from '@storefront/shared';
import './catalog.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
}

/** Previous and next are links: each page has its own URL, so it can be shared or reopened. */
export function Pagination({ page, totalPages }: PaginationProps) {
  const [params] = useSearchParams();
  if (totalPages <= 1) return null;

  function searchFor(target: number) {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const search = next.toString();
    return search ? `?${search}` : '';
  }

  return (
    <nav className="sf-pagination" aria-label="Pages">
      {page > 1 ? (
        <Link className="sf-button sf-button--outline" to={{ search: searchFor(page - 1) }}>
          Previous
        </Link>
      ) : (
        <span className="sf-pagination__spacer" />
      )}
      <p className="sf-pagination__where">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link className="sf-button sf-button--outline" to={{ search: searchFor(page + 1) }}>
          Next
        </Link>
      ) : (
        <span className="sf-pagination__spacer" />
      )}
    </nav>
  );
}
