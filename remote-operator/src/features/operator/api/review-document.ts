import { httpClient } from '@storefront/shared';
import type { DocumentReview, GovernmentDocument } from '@storefront/shared/contracts';

/** POST /operator/documents/:documentId/review — the account's document status follows. */
export async function reviewDocument(
  documentId: string,
  review: DocumentReview,
): Promise<GovernmentDocument> {
  const { data } = await httpClient.post<GovernmentDocument>(
    `/operator/documents/${encodeURIComponent(documentId)}/review`,
    review,
  );
  return data;
}
