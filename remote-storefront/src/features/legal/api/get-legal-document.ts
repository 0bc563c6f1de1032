import { httpClient, STORE_ID } from '@storefront/shared';
import type { LegalDocument, LegalDocumentName } from '@storefront/shared/contracts';

export async function getLegalDocument(
  document: LegalDocumentName,
  signal?: AbortSignal,
): Promise<LegalDocument> {
  const { data } = await httpClient.get<LegalDocument>(`/stores/${STORE_ID}/legal/${document}`, {
    signal,
  });
  return data;
}
