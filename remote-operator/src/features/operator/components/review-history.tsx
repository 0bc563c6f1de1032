import { Link, useApi } from '@storefront/shared';
import { DOCUMENT_LABELS } from '@storefront/shared/constants';
import { getReviewHistory, type DecidedDocument } from '../api/get-review-history';
import { customerPath } from '../../../lib/urls/customers';
import { EmptyState, formatDayAndTime, LoadError, LoadingNote } from '@storefront/ui';

const DECISIONS = { approved: 'Approved', rejected: 'Rejected' } as const;

function When({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{formatDayAndTime(at)}</time> : <>—</>;
}

function HistoryRow({ document }: { document: DecidedDocument }) {
  const decision = document.status === 'rejected' ? 'rejected' : 'approved';
  return (
    <tr>
      <th scope="row">
        <Link to={customerPath(document.customer.id)}>{document.customer.name}</Link>
      </th>
      <td data-label="Document">{DOCUMENT_LABELS[document.documentType]}</td>
      <td data-label="Submitted">
        <When at={document.submittedAt} />
      </td>
      <td data-label="Decision">
        <span className={`db-op-badge db-dr-badge--${decision}`}>{DECISIONS[decision]}</span>
      </td>
      <td data-label="Reviewed by">{document.reviewer?.name ?? 'A former operator'}</td>
      <td data-label="Reviewed">
        <When at={document.reviewedAt} />
      </td>
      <td data-label="Reason">{document.rejectionReason ?? '—'}</td>
    </tr>
  );
}

/** The decisions already taken, newest first: who reviewed what, when, and why it was rejected. */
export function ReviewHistory() {
  const history = useApi('operator-documents:reviewed', getReviewHistory);

  if (history.failure) {
    return (
      <LoadError what="the review history" failure={history.failure} onRetry={history.retry} />
    );
  }
  if (!history.data) return <LoadingNote>Loading the review history</LoadingNote>;
  if (history.data.length === 0) {
    return (
      <EmptyState>
        <p>No document has been reviewed yet.</p>
      </EmptyState>
    );
  }
  return (
    <table className="db-table db-stacked-table">
      <caption className="db-visually-hidden">Reviewed documents, newest review first</caption>
      <thead>
        <tr>
          <th scope="col">Customer</th>
          <th scope="col">Document</th>
          <th scope="col">Submitted</th>
          <th scope="col">Decision</th>
          <th scope="col">Reviewed by</th>
          <th scope="col">Reviewed</th>
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody>
        {history.data.map((document) => (
          <HistoryRow key={document.id} document={document} />
        ))}
      </tbody>
    </table>
  );
}
