import { useState } from 'react';
import type { QueuedDocument } from '@storefront/shared/operator-contracts';
import { ConfirmDialog, FormAlert } from '@storefront/ui';
import { useReviewDocument } from '../hooks/use-review-document';

export interface ReviewFormProps {
  document: QueuedDocument;
  onReviewed: (document: QueuedDocument) => void;
}

/** Approve, or reject with a reason the customer will read. */
export function ReviewForm({ document, onReviewed }: ReviewFormProps) {
  const { what, approve, reject, reviewing } = useReviewDocument(document, onReviewed);
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function approveIt() {
    setError(null);
    const outcome = await approve();
    if (!outcome.ok) setError(outcome.message);
  }

  return (
    <div className="db-op-review">
      <FormAlert>{error}</FormAlert>
      <div className="db-op-actions">
        <button
          type="button"
          className="db-action"
          disabled={reviewing}
          onClick={() => void approveIt()}
        >
          Approve
        </button>
        <button
          type="button"
          className="db-action db-op-danger"
          disabled={reviewing}
          onClick={() => setRejecting(true)}
        >
          Reject
        </button>
      </div>
      {rejecting && (
        <ConfirmDialog
          title={`Reject the ${what}?`}
          confirmLabel="Reject the document"
          keepLabel="Keep it waiting"
          danger
          reason={{
            label: 'Reason for rejecting',
            hint: 'The customer sees it.',
            missing: 'Say why the document is rejected',
            // The API's limit on a rejection reason.
            maxLength: 300,
          }}
          onConfirm={reject}
          onClose={() => setRejecting(false)}
        >
          <p>
            {document.customer.name} sees your reason and is asked to upload the document again.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
