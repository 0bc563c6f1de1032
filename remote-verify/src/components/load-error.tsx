import type { ApiFailure } from '@storefront/shared';

export interface LoadErrorProps {
  what: string;
  failure: ApiFailure;
  onRetry: () => void;
}

/** What stands in for content the API did not give: the reason and a way to ask again. */
export function LoadError({ what, failure, onRetry }: LoadErrorProps) {
  return (
    <div className="vf-load-error" role="alert">
      <p className="vf-load-error__title">We couldn&apos;t load {what}.</p>
      <p>{failure.message}</p>
      <button type="button" className="vf-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
