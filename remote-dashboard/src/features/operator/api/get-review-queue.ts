import { httpClient } from '@storefront/shared';
import type { GovernmentDocument } from '@storefront/shared/contracts';

/** A submitted document with the customer who sent it. */
export interface QueuedDocument extends GovernmentDocument {
  customer: { id: string; name: string; email: string | null; mobile: string };
}

/** GET /operator/documents — the store's pending documents, oldest first. */
export async function getReviewQueue(signal?: AbortSignal): Promise<QueuedDocument[]> {
  const { data } = await httpClient.get<{ items: QueuedDocument[] }>(
    '/operator/documents?status=pending',
    { signal },
  );
  return data.items;
}
