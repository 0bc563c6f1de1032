import { useEffect } from 'react';
import { storage, useSession } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { getAccount } from '../api/get-account';
import { useApi } from '@storefront/shared';
import { markMobileVerified } from './mark-mobile-verified';

/**
 * The signed-in account from the API. When the API knows the number is
 * verified but this device does not (verified in another tab or browser),
 * the device catches up, so checkout stops sending the customer back here.
 */
export function useAccount() {
  const signedIn = useSession('auth');
  const account = useApi<Account>(signedIn ? 'me' : null, getAccount);
  const verified = account.data?.mobileVerified === true;

  useEffect(() => {
    if (verified && storage.get('mobileVerified') !== 'true') markMobileVerified();
  }, [verified]);

  return { signedIn, ...account };
}
