import {
  loaderService,
  provideExposedModules,
  sessionStore,
  writeSession,
} from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { fakeSessionMirror } from '@storefront/shared/testing';

/** The customer the dashboard's and the console's tests sign in as (the console's as an operator). */
export const account: Account = {
  id: 'u-3',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  mobile: '+447400123456',
  role: 'customer',
  mobileVerified: true,
  documentStatus: 'none',
  referralCode: 'ADA2345X',
  addedFromCsv: false,
  avatar: null,
};

/** A fresh device in store 38: nothing stored, nobody signed in, the loader closed. */
export function resetDevice(): void {
  localStorage.clear();
  localStorage.setItem('storeId', '38');
  fakeSessionMirror();
  sessionStore.updateUserAuth(false, null);
  sessionStore.updateMobileVerified(null);
  sessionStore.updateGovernmentVerified(null);
  sessionStore.updateStoreDetails({
    id: 38,
    name: 'Corner Market',
    currency: 'GBP',
    shopLink: 'corner-market',
  });
  loaderService.close();
  // No storefront here: a test that reaches its cart hands in fakeStorefrontCart().
  provideExposedModules(null);
}

/** Signs in the way the app does: the token, then the account through writeSession. */
export function signIn(change: Partial<Account> = {}): Account {
  const user = { ...account, ...change };
  localStorage.setItem('token', 'tok-3');
  writeSession(user);
  return user;
}

export { tableCells } from './table-cells';
export { factsIn, paymentQueries, totals } from './order-queries';
export { watchSavedFiles, type SavedFile } from './saved-files';
export {
  aCardPayment,
  anOrderSummary,
  aPage,
  aPayment,
  aWalletPayment,
  STRIPE_PAY_URL,
} from './order-fixtures';
export { heldUpload } from './held-upload';
