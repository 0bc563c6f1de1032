import { DOCUMENT_LABELS } from '@storefront/shared/constants';
import type { QueuedDocument } from '@storefront/shared/operator-contracts';
import { formatDayAndTime } from '@storefront/ui';

export interface ReviewQueueProps {
  documents: QueuedDocument[];
  selectedId: string | null;
  onSelect: (documentId: string) => void;
}

/** The documents waiting for a decision, oldest first; choosing one opens it beside the list. */
export function ReviewQueue({ documents, selectedId, onSelect }: ReviewQueueProps) {
  return (
    <ul className="db-op-queue" aria-label="Documents waiting for review">
      {documents.map((document) => (
        <li key={document.id}>
          <button
            type="button"
            className="db-op-queue__item"
            aria-pressed={document.id === selectedId}
            onClick={() => onSelect(document.id)}
          >
            <strong>{document.customer.name}</strong>
            <span>{DOCUMENT_LABELS[document.documentType]}</span>
            <time dateTime={document.submittedAt}>
              Submitted {formatDayAndTime(document.submittedAt)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}
