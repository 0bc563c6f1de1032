import { skip } from 'rxjs';
import { loaderService, type LoaderResult } from '../loader/loader-service';

export interface LoaderResults {
  /** Every result shown since recording began, oldest first. */
  all(): LoaderResult[];
  /** The latest result shown: what the loader says, or last said, after an action. */
  last(): LoaderResult | undefined;
  stop(): void;
}

/**
 * Records every result the loader shows from now on (not one already on it),
 * until stop(). A result closes by itself after RESULT_DISPLAY_MS (500 ms), or
 * MESSAGE_DISPLAY_MS for one to read, and a loaded machine can pass that
 * between an action and a test's read of `loaderService.state$`: the record
 * keeps what the user was shown. This is the app's `loaderService` (the one
 * module behind `@storefront/shared`), so every app's results land here.
 */
export function recordLoaderResults(): LoaderResults {
  const results: LoaderResult[] = [];
  const subscription = loaderService.state$.pipe(skip(1)).subscribe(({ result }) => {
    if (result) results.push(result);
  });
  return {
    all: () => [...results],
    last: () => results.at(-1),
    stop: () => subscription.unsubscribe(),
  };
}
