import {
  describeApiError,
  loaderService,
  type ApiFailure,
  type LoaderBusy,
  MESSAGE_DISPLAY_MS,
} from '@storefront/shared';

/**
 * Like runWithLoader, but a failure comes back whole, field and all, so a
 * form can show it beside the field the API named.
 */
export async function saveWithLoader<Result>(
  busy: LoaderBusy,
  action: () => Promise<Result>,
): Promise<{ ok: true; result: Result } | { ok: false; failure: ApiFailure }> {
  loaderService.show(busy);
  try {
    return { ok: true, result: await action() };
  } catch (error) {
    const failure = describeApiError(error);
    loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
    return { ok: false, failure };
  }
}
