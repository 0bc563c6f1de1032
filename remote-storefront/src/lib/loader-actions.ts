import { describeApiError, loaderService, type LoaderBusy } from '@storefront/shared';

/** Long enough to read; an inline message stays after the overlay closes. */
export const ERROR_DISPLAY_MS = 3000;
export const NOTICE_DISPLAY_MS = 4000;

// Quick actions (an anonymous cart lives on this device) finish before the
// overlay would be seen, so it only appears when the wait is noticeable.
const BUSY_DELAY_MS = 200;

/**
 * Runs an action behind the loader overlay. A failure shows in the overlay and
 * comes back as a message for the page to show beside the action.
 */
export async function runWithLoader<Result>(
  busy: LoaderBusy,
  action: () => Promise<Result>,
): Promise<{ ok: true; result: Result } | { ok: false; message: string }> {
  let shown = false;
  const timer = setTimeout(() => {
    shown = true;
    loaderService.show(busy);
  }, BUSY_DELAY_MS);
  try {
    const result = await action();
    clearTimeout(timer);
    if (shown) loaderService.close();
    return { ok: true, result };
  } catch (error) {
    clearTimeout(timer);
    const { message } = describeApiError(error);
    loaderService.error(message, ERROR_DISPLAY_MS);
    return { ok: false, message };
  }
}
