import { describeApiError, loaderService, type LoaderBusy } from '@storefront/shared';

/**
 * How long a message stays on the loader overlay: long enough to read; the
 * page keeps its own message after the overlay closes.
 */
export const MESSAGE_DISPLAY_MS = 3000;

/**
 * Runs an action behind the loader overlay. A failure shows in the overlay and
 * comes back as a message for the page to show beside the action.
 */
export async function runWithLoader<Result>(
  busy: LoaderBusy,
  action: () => Promise<Result>,
): Promise<{ ok: true; result: Result } | { ok: false; message: string; status?: number }> {
  loaderService.show(busy);
  try {
    const result = await action();
    return { ok: true, result };
  } catch (error) {
    const { message, status } = describeApiError(error);
    loaderService.error(message, MESSAGE_DISPLAY_MS);
    return { ok: false, message, status };
  }
}
