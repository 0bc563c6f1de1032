import type { ApiFailure } from '@storefront/shared';
import './components.css';

/** A quiet placeholder while the API answers; screen readers hear it once. */
export function LoadingNote({ children }: { children: string }) {
  return (
    <p className="db-loading" role="status">
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
    <div className="db-load-error" role="alert">
      <p className="db-load-error__title">We couldn&apos;t load {what}.</p>
      <p>{failure.message}</p>
      <button type="button" className="db-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export interface LoadingSkeletonProps {
  /** What screen readers hear once, e.g. 'Loading your orders'. */
  label: string;
  /** The grey blocks in the shape of what is coming, each by its class, e.g. 'db-skeleton--row'. */
  blocks: readonly string[];
  className?: string;
}

/** A shimmering outline of the content while the API answers. */
export function LoadingSkeleton({ label, blocks, className }: LoadingSkeletonProps) {
  return (
    <div className={className} aria-busy="true">
      <p className="db-visually-hidden" role="status">
        {label}
      </p>
      {blocks.map((block, index) => (
        <div key={index} className={`db-skeleton ${block}`} aria-hidden="true" />
      ))}
    </div>
  );
}
