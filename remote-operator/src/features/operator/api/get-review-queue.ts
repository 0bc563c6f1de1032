import { httpClient } from '@storefront/shared';
import type { QueuedDocument } from '@storefront/shared/operator-contracts';

/** GET /operator/documents — the store's pending documents, oldest first. */
export async function getReviewQueue(signal?: AbortSignal): Promise<QueuedDocument[]> {
  const { data } = await httpClient.get<{ items: QueuedDocument[] }>(
    '/operator/documents?status=pending',
    { signal },
  );
  return data.items;
}
