import { httpClient } from '@storefront/shared';
import type {
  Account,
  ChangeMobileRequest,
  ConfirmMobileRequest,
  OtpSent,
} from '@storefront/shared/contracts';

/** POST /me/mobile — texts a code to the new number; the account keeps its number for now. */
export async function startMobileChange(change: ChangeMobileRequest): Promise<OtpSent> {
  const { data } = await httpClient.post<OtpSent>('/me/mobile', change);
  return data;
}

/** POST /me/mobile/confirm — the texted code moves the account to the new number, verified. */
export async function confirmMobileChange(confirm: ConfirmMobileRequest): Promise<Account> {
  const { data } = await httpClient.post<Account>('/me/mobile/confirm', confirm);
  return data;
}
