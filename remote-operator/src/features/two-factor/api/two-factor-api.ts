import { httpClient } from '@storefront/shared';
import type {
  RecoveryCodesResponse,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@storefront/shared/contracts';

// The signed-in person's own sign-in settings: under /auth, not /operator,
// because every member of staff may change their own.

/** GET /auth/two-factor — whether it is on, and whether the role needs it. */
export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  const { data } = await httpClient.get<TwoFactorStatus>('/auth/two-factor', { signal });
  return data;
}

/** POST /auth/two-factor/setup — a new secret and its QR code, not on until confirmed. */
export async function startTwoFactorSetup(): Promise<TwoFactorEnrolment> {
  const { data } = await httpClient.post<TwoFactorEnrolment>('/auth/two-factor/setup');
  return data;
}

/** POST /auth/two-factor/setup/confirm — on, with the first code; answers the recovery codes. */
export async function confirmTwoFactorSetup(code: string): Promise<string[]> {
  const { data } = await httpClient.post<RecoveryCodesResponse>('/auth/two-factor/setup/confirm', {
    code,
  });
  return data.recoveryCodes;
}

/** POST /auth/two-factor/recovery-codes — ten new codes; the old ones stop working. */
export async function renewRecoveryCodes(code: string): Promise<string[]> {
  const { data } = await httpClient.post<RecoveryCodesResponse>('/auth/two-factor/recovery-codes', {
    code,
  });
  return data.recoveryCodes;
}

/** POST /auth/two-factor/disable — off, for a role that does not need it. */
export async function turnOffTwoFactor(code: string): Promise<void> {
  await httpClient.post('/auth/two-factor/disable', { code });
}
