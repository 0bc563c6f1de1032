import { httpClient, isAxiosError } from '@storefront/shared';
import type { OtpSent } from '@storefront/shared/contracts';

/** POST /otp/send — texts a new code to the signed-in account's mobile number. */
export async function sendOtp(): Promise<OtpSent> {
  const { data } = await httpClient.post<OtpSent>('/otp/send');
  return data;
}

/**
 * The Retry-After seconds of a refused send, or null when the header is
 * missing or unreadable (a cross-origin API must expose it through CORS).
 */
export function readRetryAfter(error: unknown): number | null {
  if (!isAxiosError(error)) return null;
  const headers: unknown = error.response?.headers;
  if (!headers || typeof headers !== 'object') return null;
  const value: unknown = (headers as Record<string, unknown>)['retry-after'];
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}
