import { pushStoredUser, sessionStore, storage } from '@storefront/shared';
import type { DocumentStatus } from '@storefront/shared/contracts';

/** Records the document status on this device: storage key, then session (docs/session.md). */
export function recordDocumentStatus(status: DocumentStatus): void {
  storage.set('documentVerify', status);
  sessionStore.updateGovernmentVerified(status);
  pushStoredUser();
}
