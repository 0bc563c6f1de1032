import { pushStoredUser, sessionStore, storage } from '@storefront/shared';

/** Records a verified mobile on this device: storage key, then session (docs/session.md). */
export function markMobileVerified(): void {
  storage.set('mobileVerified', 'true');
  sessionStore.updateMobileVerified(true);
  pushStoredUser();
}
