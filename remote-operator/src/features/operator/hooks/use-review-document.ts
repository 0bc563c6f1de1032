import type { DocumentReview } from '@storefront/shared/contracts';
import type { QueuedDocument } from '@storefront/shared/operator-contracts';
import { DOCUMENT_LABELS } from '@storefront/shared/constants';
import { useMutation, type ConfirmOutcome } from '@storefront/ui';
import { reviewDocument } from '../api/review-document';

/** Approves or rejects (with a reason) one document; `onReviewed` takes it off the queue. */
export function useReviewDocument(
  document: QueuedDocument,
  onReviewed: (document: QueuedDocument) => void,
) {
  const what = `${DOCUMENT_LABELS[document.documentType]} of ${document.customer.name}`;
  const review = useMutation((body: DocumentReview) => reviewDocument(document.id, body), {
    busy: (body) => ({
      title: body.decision === 'approve' ? 'Approving' : 'Rejecting',
      subtitle: what,
    }),
    success: (_document, body) =>
      `${what} ${body.decision === 'approve' ? 'approved' : 'rejected'}.`,
  });

  async function decide(body: DocumentReview): Promise<ConfirmOutcome> {
    const outcome = await review.mutate(body);
    if (outcome.ok) {
      onReviewed(document);
      return { ok: true };
    }
    const { message, status } = outcome.failure;
    // Someone else reviewed it meanwhile: it no longer belongs in the queue.
    if (status === 409) onReviewed(document);
    return { ok: false, message, status };
  }

  return {
    what,
    approve: () => decide({ decision: 'approve' }),
    reject: (reason: string) => decide({ decision: 'reject', reason }),
    reviewing: review.running,
  };
}
