import { useEffect } from 'react';
import { useSession, writeSession } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { getAccount } from '../api/get-account';
import { useApi } from '@storefront/shared';

/**
 * The signed-in account from the API. When the API knows the number is
 * verified but this device does not (verified in another tab or browser),
 * the device catches up, so checkout stops sending the customer back here.
 */
export function useAccount() {
  const signedIn = useSession('auth');
  const account = useApi<Account>(signedIn ? 'me' : null, getAccount);
  const user = useSession('user');
  const stale = account.data?.mobileVerified === true && user?.mobileVerified === false;

  useEffect(() => {
    if (stale && account.data) writeSession(account.data);
  }, [stale, account.data]);

  return { signedIn, ...account };
}
