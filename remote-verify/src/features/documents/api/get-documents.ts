import { httpClient } from '@storefront/shared';
import type { DocumentStatus, GovernmentDocument } from '@storefront/shared/contracts';

export interface DocumentList {
  status: DocumentStatus;
  /** Newest first. */
  items: GovernmentDocument[];
}

/** GET /documents — the account's verification status and what it has submitted. */
export async function getDocuments(signal?: AbortSignal): Promise<DocumentList> {
  const { data } = await httpClient.get<DocumentList>('/documents', { signal });
  return data;
}
