import { isAxiosError } from '@storefront/shared';

/**
 * A blob request's error body arrives as a Blob too; this reads it back into
 * JSON so describeApiError finds the API's message.
 */
export async function readBlobError(error: unknown): Promise<unknown> {
  const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
  if (!isAxiosError(error) || !error.response || !(body instanceof Blob)) return error;
  try {
    error.response.data = JSON.parse(await body.text()) as unknown;
  } catch {
    error.response.data = null;
  }
  return error;
}
