import { httpClient } from '@storefront/shared';
import type { Account, VerifyOtpRequest } from '@storefront/shared/contracts';

/** POST /otp/verify — checks the code; the answer is the account, now verified. */
export async function verifyOtp(request: VerifyOtpRequest): Promise<{ user: Account }> {
  const { data } = await httpClient.post<{ user: Account }>('/otp/verify', request);
  return data;
}
