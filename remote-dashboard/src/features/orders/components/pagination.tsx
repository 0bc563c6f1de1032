import { Link } from 'react-router-dom';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link to another page, e.g. '?status=placed&page=2'. */
  hrefFor: (page: number) => string;
}

/** Previous and next links with where the customer is; hidden when one page holds it all. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="db-pagination" aria-label="Pages of orders">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
