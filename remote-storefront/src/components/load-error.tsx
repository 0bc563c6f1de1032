import type { ApiFailure } from '@storefront/shared';
import './controls.css';

export interface LoadErrorProps {
  what: string;
  failure: ApiFailure;
  onRetry: () => void;
}

/** What stands in for content the API did not give: the reason and a way to ask again. */
export function LoadError({ what, failure, onRetry }: LoadErrorProps) {
  return (
    <div className="sf-load-error" role="alert">
      <p className="sf-load-error__title">We couldn&apos;t load {what}.</p>
      <p>{failure.message}</p>
      <button type="button" className="sf-button sf-button--solid" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
