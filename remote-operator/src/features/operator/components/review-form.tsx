import { useState } from 'react';
import type { QueuedDocument } from '@storefront/shared/operator-contracts';
import { useReviewDocument } from '../hooks/use-review-document';

export interface ReviewFormProps {
  document: QueuedDocument;
  onReviewed: (document: QueuedDocument) => void;
}

/** Approve, or reject with a reason the customer will read. */
export function ReviewForm({ document, onReviewed }: ReviewFormProps) {
  const [reason, setReason] = useState('');
  const { approve, reject, reviewing, reasonError, error } = useReviewDocument(
    document,
    onReviewed,
  );
  const reasonId = `db-review-reason-${document.id}`;

  return (
    <div className="db-op-review">
      <div className="db-field">
        <label htmlFor={reasonId}>Reason for rejecting</label>
        <textarea
          id={reasonId}
          name="reason"
          rows={3}
          maxLength={300}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${reasonId}-hint${reasonError ? ` ${reasonId}-error` : ''}`}
        />
        <p id={`${reasonId}-hint`} className="db-field__hint">
          Needed to reject; the customer sees it.
        </p>
        {reasonError && (
          <p id={`${reasonId}-error`} className="db-field__error" role="alert">
            {reasonError}
          </p>
        )}
      </div>
      {error && (
        <p className="db-alert" role="alert">
          {error}
        </p>
      )}
      <div className="db-op-actions">
        <button
          type="button"
          className="db-action"
          disabled={reviewing}
          onClick={() => void approve()}
        >
          Approve
        </button>
        <button
          type="button"
          className="db-action db-op-danger"
          disabled={reviewing}
          onClick={() => void reject(reason)}
        >
          Reject
        </button>
      </div>
    </div>
  );
}
