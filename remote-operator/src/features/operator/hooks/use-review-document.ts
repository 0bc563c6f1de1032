import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import { reviewDocumentSchema, type DocumentReview } from '@storefront/shared/contracts';
import { type QueuedDocument } from '@storefront/shared/operator-contracts';
import { DOCUMENT_LABELS } from '@storefront/shared/constants';
import { reviewDocument } from '../api/review-document';

/** Approves or rejects (with a reason) one document; `onReviewed` takes it off the queue. */
export function useReviewDocument(
  document: QueuedDocument,
  onReviewed: (document: QueuedDocument) => void,
) {
  const [reviewing, setReviewing] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function review(decision: DocumentReview['decision'], reason: string) {
    const body: DocumentReview =
      decision === 'approve' ? { decision } : { decision, reason: reason.trim() };
    const checked = reviewDocumentSchema.safeParse(body);
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? 'Say why the document is rejected');
      return;
    }
    setReasonError(null);
    setError(null);
    setReviewing(true);
    const what = `${DOCUMENT_LABELS[document.documentType]} of ${document.customer.name}`;
    const outcome = await loaderService.run(
      { title: decision === 'approve' ? 'Approving' : 'Rejecting', subtitle: what },
      () => reviewDocument(document.id, body),
    );
    setReviewing(false);
    if (!outcome.ok) {
      setError(outcome.message);
      // Someone else reviewed it meanwhile: it no longer belongs in the queue.
      if (outcome.status === 409) onReviewed(document);
      return;
    }
    loaderService.success(
      `${what} ${decision === 'approve' ? 'approved' : 'rejected'}.`,
      MESSAGE_DISPLAY_MS,
    );
    onReviewed(document);
  }

  return {
    approve: () => review('approve', ''),
    reject: (reason: string) => review('reject', reason),
    reviewing,
    reasonError,
    error,
  };
}
