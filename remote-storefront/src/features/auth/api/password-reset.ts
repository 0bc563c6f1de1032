import { httpClient } from '@storefront/shared';
import {
  passwordResetRequestedSchema,
  type PasswordResetConfirmRequest,
  type PasswordResetRequest,
  type PasswordResetRequested,
} from '@storefront/shared/contracts';

/** POST /auth/password-reset — the answer is the same whether or not an account matches. */
export async function requestPasswordReset(
  request: PasswordResetRequest,
): Promise<PasswordResetRequested> {
  const { data } = await httpClient.post<unknown>('/auth/password-reset', request);
  return passwordResetRequestedSchema.parse(data);
}

/** POST /auth/password-reset/confirm — the code or the link's token, and the new password. */
export async function confirmPasswordReset(request: PasswordResetConfirmRequest): Promise<void> {
  await httpClient.post('/auth/password-reset/confirm', request);
}
