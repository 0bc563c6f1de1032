import type { ApiFailure } from '@storefront/shared';
import './load-state.css';

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

/**
 * What stands in for content the API did not give: the reason and a way to ask
 * again. A refusal (403: e.g. a staff role without the permission) would only
 * be refused again, so it gets the API's words alone.
 */
export function LoadError({ what, failure, onRetry }: LoadErrorProps) {
  const refused = failure.status === 403;
  return (
    <div className="db-load-error" role="alert">
      <p className="db-load-error__title">We couldn&apos;t load {what}.</p>
      <p>{failure.message}</p>
      {!refused && (
        <button type="button" className="db-button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
