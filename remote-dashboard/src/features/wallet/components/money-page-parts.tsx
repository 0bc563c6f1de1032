import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ApiFailure } from '@storefront/shared';
import './money-pages.css';

/*
 * Small pieces the money pages (My Wallet, Loyalty Rewards, Refer Friends)
 * share: loading and error states, a pager and a labelled field.
 */

export function LoadingNote({ children }: { children: string }) {
  return (
    <p className="db-m-loading" role="status">
      {children}
    </p>
  );
}

export interface LoadErrorProps {
  what: string;
  failure: ApiFailure;
  onRetry: () => void;
}

/** What stands in for content the API did not give: the reason and a way to ask again. */
export function LoadError({ what, failure, onRetry }: LoadErrorProps) {
  return (
    <div className="db-m-load-error" role="alert">
      <p className="db-m-load-error__title">We couldn&apos;t load {what}.</p>
      <p>{failure.message}</p>
      <button type="button" className="db-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export interface PagerProps {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** The link to another page of the same list. */
  hrefFor: (page: number) => string;
}

/** Previous and next links with where the customer is; nothing when one page holds it all. */
export function Pager({ label, page, pageSize, total, hrefFor }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="db-m-pager" aria-label={label}>
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, pages))} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The page number in ?page=, 1 when missing or not a whole number from 1 up. */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export interface FieldProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, the control, and its hint and error tied to it for screen readers. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="db-m-field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="db-m-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="db-m-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** 12 March 2025 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}
