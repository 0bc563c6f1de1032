import { httpClient } from '@storefront/shared';
import type { DocumentList } from '@storefront/shared/contracts';

/** GET /documents — the account's verification status and what it has submitted. */
export async function getDocuments(signal?: AbortSignal): Promise<DocumentList> {
  const { data } = await httpClient.get<DocumentList>('/documents', { signal });
  return data;
}
