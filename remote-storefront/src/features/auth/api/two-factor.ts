import { httpClient } from '@storefront/shared';
import type { TwoFactorAnswer, TwoFactorSignInResponse } from '@storefront/shared/contracts';

/** The second step of a staff sign-in: the challenge answered with a code or a recovery code. */
export async function answerTwoFactor(answer: TwoFactorAnswer): Promise<TwoFactorSignInResponse> {
  const { data } = await httpClient.post<TwoFactorSignInResponse>('/auth/two-factor', answer);
  return data;
}
