import type { ComponentType } from 'react';
import { DocumentVerificationPage } from '../features/documents/components/document-verification-page';
import { MobileVerificationPage } from '../features/mobile/components/mobile-verification-page';

/**
 * The verify remote's one route table, under /verify. Both screens are small
 * and opened together (mobile, then documents), so they ship in the remote's
 * entry: there is no page to fetch on demand, and no preload. They depend on
 * the customer, so the server draws neither.
 */
export const VERIFY_ROUTES: ReadonlyArray<{ path: string; Page: ComponentType }> = [
  { path: 'mobile', Page: MobileVerificationPage },
  { path: 'documents', Page: DocumentVerificationPage },
];

/** Where the bare /verify and any unknown path under it go. */
export const VERIFY_HOME = '/verify/mobile';
