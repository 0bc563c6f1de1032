import { useSyncExternalStore } from 'react';
import { LOADER_CLOSED, loaderService, type LoaderResultType } from './loader-service';
import './loader-overlay.css';

const RESULT_ICONS: Record<LoaderResultType, string> = {
  success: '✓',
  error: '✕',
  info: 'i',
  warning: '!',
};

function subscribe(onChange: () => void) {
  const subscription = loaderService.state$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/**
 * The shared loading modal. The live region is always mounted so that screen
 * readers announce changes; focus is never moved, so typing is not interrupted.
 */
export function LoaderOverlay() {
  const { busy, result } = useSyncExternalStore(
    subscribe,
    () => loaderService.state$.getValue(),
    () => LOADER_CLOSED,
  );
  const open = busy !== null || result !== null;

  return (
    <div
      className={open ? 'loader-overlay loader-overlay--open' : 'loader-overlay'}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-busy={busy !== null}
      data-testid="loader-overlay"
    >
      {busy && (
        <div className="loader-overlay__card">
          <span className="loader-overlay__spinner" aria-hidden="true" />
          <p className="loader-overlay__title">{busy.title}</p>
          <p className="loader-overlay__subtitle">{busy.subtitle}</p>
          {busy.loadingText && <p className="loader-overlay__text">{busy.loadingText}</p>}
        </div>
      )}
      {result && (
        <div className={`loader-overlay__card loader-overlay__card--${result.type}`}>
          <span
            className={`loader-overlay__icon loader-overlay__icon--${result.type}`}
            aria-hidden="true"
          >
            {RESULT_ICONS[result.type]}
          </span>
          <p className="loader-overlay__message">
            <span className="visually-hidden">{result.type}: </span>
            {result.msg}
          </p>
        </div>
      )}
    </div>
  );
}
