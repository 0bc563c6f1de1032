import { pushStoredUser, sessionStore, storage } from '@storefront/shared';

/** Records a verified mobile on this device: the spec's storage key, then the session. */
export function markMobileVerified(): void {
  storage.set('mobileVerified', 'true');
  sessionStore.updateMobileVerified(true);
  pushStoredUser();
}
