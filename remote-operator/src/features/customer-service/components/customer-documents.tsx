import type { DocumentStatus } from '@storefront/shared/contracts';
import type { ReviewedDocument } from '@storefront/shared/operator-contracts';
import { DOCUMENT_LABELS } from '@storefront/shared/constants';
import { DOCUMENT_STATUS_LABELS, DOCUMENT_STATUS_TONES } from './labels';
import { DataTable, EmptyState, formatDayAndTime, StatusBadge, type Column } from '@storefront/ui';

const ANCHOR = 'db-cs-documents';

function Review({ document }: { document: ReviewedDocument }) {
  if (document.status === 'pending' || !document.reviewedAt) return <>Not yet</>;
  return (
    <>
      {document.reviewer?.name ?? 'A former operator'}
      <time className="db-op-block db-op-muted" dateTime={document.reviewedAt}>
        {formatDayAndTime(document.reviewedAt)}
      </time>
    </>
  );
}

const COLUMNS: Column<ReviewedDocument>[] = [
  { header: 'Document', cell: (document) => DOCUMENT_LABELS[document.documentType] },
  {
    header: 'Submitted',
    cell: (document) => (
      <time dateTime={document.submittedAt}>{formatDayAndTime(document.submittedAt)}</time>
    ),
  },
  {
    header: 'Status',
    cell: (document) => (
      <StatusBadge tone={DOCUMENT_STATUS_TONES[document.status]}>
        {DOCUMENT_STATUS_LABELS[document.status]}
      </StatusBadge>
    ),
  },
  { header: 'Reviewed by', cell: (document) => <Review document={document} /> },
  { header: 'Reason', cell: (document) => document.rejectionReason ?? '—' },
];

/**
 * Every document the customer sent, newest first, with the review of each.
 * With none on file the words follow the customer's status, which can be set
 * without a document (the seeded demo customer is approved with none).
 */
export function CustomerDocuments({
  documents,
  documentStatus,
}: {
  documents: ReviewedDocument[];
  documentStatus: DocumentStatus;
}) {
  return (
    <section id={ANCHOR} className="db-card" aria-labelledby={`${ANCHOR}-title`}>
      <h2 id={`${ANCHOR}-title`}>Documents</h2>
      <DataTable
        caption="The customer's documents and their reviews"
        columns={COLUMNS}
        rows={documents}
        rowKey={(document) => document.id}
        what="the documents"
        empty={
          <EmptyState>
            <p>
              {documentStatus === 'none'
                ? 'No documents sent yet.'
                : `No document on file. The status, ${DOCUMENT_STATUS_LABELS[documentStatus]}, was set without one.`}
            </p>
          </EmptyState>
        }
      />
    </section>
  );
}
