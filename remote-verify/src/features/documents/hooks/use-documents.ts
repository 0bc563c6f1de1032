import { useEffect } from 'react';
import { updateSession, useSession } from '@storefront/shared';
import type { DocumentList } from '@storefront/shared/contracts';
import { getDocuments } from '../api/get-documents';
import { useApi } from '@storefront/shared';

/**
 * The account's documents from the API. A review decided since this device
 * last looked (an operator approved or rejected it) is recorded here, so the
 * wallet and rewards see the same status as this page.
 */
export function useDocuments() {
  const signedIn = useSession('auth');
  const documents = useApi<DocumentList>(signedIn ? 'documents' : null, getDocuments);
  const status = documents.data?.status;
  const known = useSession('user')?.documentStatus;

  useEffect(() => {
    if (status && known !== status) updateSession({ documentStatus: status });
  }, [status, known]);

  return { signedIn, ...documents };
}
