import { useState } from 'react';
import type { ApiFailure } from '../http/api-error';
import {
  loaderService,
  type LoaderBusy,
  type LoaderResult,
  type MutationOutcome,
} from './loader-service';

export interface MutationOptions<Input, Result> {
  /** What the loader says while the write runs. */
  busy: (input: Input) => LoaderBusy;
  /** The spinner appears only if the write is still running by then; never with Infinity. */
  delayMs?: number;
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
 * The one way a page writes: the loader shows `busy` while the action runs,
 * then the success message, or the API's message when it fails (long enough
 * to read), and the failure comes back whole so a form can put it beside the
 * field the API named. `running` is true meanwhile. It lives beside the host's
 * loader, so the host's copy serves every remote (the kit hands it on).
 */
export function useMutation<Input, Result>(
  action: (input: Input) => Promise<Result>,
  { busy, success, ...options }: MutationOptions<Input, Result>,
) {
  const [running, setRunning] = useState(false);

  async function mutate(input: Input): Promise<MutationOutcome<Result>> {
    setRunning(true);
    try {
      return await loaderService.run(busy(input), () => action(input), {
        ...options,
        success: success && ((result) => success(result, input)),
      });
    } finally {
      setRunning(false);
    }
  }

  return { mutate, running };
}
