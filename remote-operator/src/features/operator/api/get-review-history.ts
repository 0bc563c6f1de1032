import { httpClient } from '@storefront/shared';
import type { ReviewedDocument } from '@storefront/shared/operator-contracts';
import type { QueuedDocument } from '@storefront/shared/operator-contracts';

/** A decided document: who sent it, and who reviewed it, when and why. */
export interface DecidedDocument extends ReviewedDocument {
  customer: QueuedDocument['customer'];
}

async function listDecided(
  status: 'approved' | 'rejected',
  signal?: AbortSignal,
): Promise<DecidedDocument[]> {
  const { data } = await httpClient.get<{ items: DecidedDocument[] }>(
    `/operator/documents?status=${status}`,
    { signal },
  );
  return data.items;
}

/**
 * GET /operator/documents?status=approved and ?status=rejected — the review
 * history, both decisions together, newest review first.
 */
export async function getReviewHistory(signal?: AbortSignal): Promise<DecidedDocument[]> {
  const [approved, rejected] = await Promise.all([
    listDecided('approved', signal),
    listDecided('rejected', signal),
  ]);
  return [...approved, ...rejected].sort((a, b) =>
    (b.reviewedAt ?? '').localeCompare(a.reviewedAt ?? ''),
  );
}
