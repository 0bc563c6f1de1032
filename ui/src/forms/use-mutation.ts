import { useState } from 'react';
import {
  describeApiError,
  loaderService,
  MESSAGE_DISPLAY_MS,
  type ApiFailure,
  type LoaderBusy,
  type LoaderResult,
} from '@storefront/shared';

/** What a write came to: its result, or the API's failure whole (field and all). */
export type MutationOutcome<Result> =
  { ok: true; result: Result } | { ok: false; failure: ApiFailure };

export interface MutationOptions<Input, Result> {
  /** What the loader says while the write runs. */
  busy: (input: Input) => LoaderBusy;
  /**
   * What it says once done: a success message, or a whole result when the
   * write went through but not as asked (a warning). Without it, or when it
   * answers nothing, the loader just closes.
   */
  success?: (result: Result, input: Input) => string | LoaderResult | undefined;
  /** A success message that is a tick, not one to read: it goes after a glance (the loader's default). */
  glance?: boolean;
  /** A failure the caller answers itself, e.g. by sending the user elsewhere: the loader just closes. */
  quiet?: (failure: ApiFailure) => boolean;
}

/**
 * The one way the console and My Dashboard write: the loader shows `busy`
 * while the action runs, then the success message, or the API's message when
 * it fails (long enough to read), and the failure comes back whole so a form
 * can put it beside the field the API named. `running` is true meanwhile.
 */
export function useMutation<Input, Result>(
  action: (input: Input) => Promise<Result>,
  options: MutationOptions<Input, Result>,
) {
  const [running, setRunning] = useState(false);

  async function mutate(input: Input): Promise<MutationOutcome<Result>> {
    setRunning(true);
    loaderService.show(options.busy(input));
    try {
      const result = await action(input);
      const message = options.success?.(result, input);
      if (!message) loaderService.close();
      else if (typeof message !== 'string') loaderService.showResult(message, MESSAGE_DISPLAY_MS);
      else loaderService.success(message, options.glance ? undefined : MESSAGE_DISPLAY_MS);
      return { ok: true, result };
    } catch (error) {
      const failure = describeApiError(error);
      if (options.quiet?.(failure)) loaderService.close();
      else loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      return { ok: false, failure };
    } finally {
      setRunning(false);
    }
  }

  return { mutate, running };
}
