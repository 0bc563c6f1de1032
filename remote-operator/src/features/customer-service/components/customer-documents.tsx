import type { DocumentStatus } from '@storefront/shared/contracts';
import type { ReviewedDocument } from '@storefront/shared/operator-contracts';
import { DOCUMENT_LABELS } from '@storefront/shared/constants';
import { DOCUMENT_STATUS_LABELS } from './labels';
import { EmptyState, formatDayAndTime } from '@storefront/ui';

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
    <section id={ANCHOR} className="db-op-card" aria-labelledby={`${ANCHOR}-title`}>
      <h2 id={`${ANCHOR}-title`}>Documents</h2>
      {documents.length === 0 ? (
        <EmptyState>
          <p>
            {documentStatus === 'none'
              ? 'No documents sent yet.'
              : `No document on file. The status, ${DOCUMENT_STATUS_LABELS[documentStatus]}, was set without one.`}
          </p>
        </EmptyState>
      ) : (
        <table className="db-table db-stacked-table">
          <caption className="db-visually-hidden">
            The customer&apos;s documents and their reviews
          </caption>
          <thead>
            <tr>
              <th scope="col">Document</th>
              <th scope="col">Submitted</th>
              <th scope="col">Status</th>
              <th scope="col">Reviewed by</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((document) => (
              <tr key={document.id}>
                <th scope="row">{DOCUMENT_LABELS[document.documentType]}</th>
                <td data-label="Submitted">
                  <time dateTime={document.submittedAt}>
                    {formatDayAndTime(document.submittedAt)}
                  </time>
                </td>
                <td data-label="Status">
                  <span className={`db-op-badge db-cs-badge--${document.status}`}>
                    {DOCUMENT_STATUS_LABELS[document.status]}
                  </span>
                </td>
                <td data-label="Reviewed by">
                  <Review document={document} />
                </td>
                <td data-label="Reason">{document.rejectionReason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
