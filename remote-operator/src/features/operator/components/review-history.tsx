import { useApi } from '@storefront/shared';
import { DOCUMENT_LABELS } from '@storefront/shared/constants';
import { getReviewHistory, type DecidedDocument } from '../api/get-review-history';
import { customerPath } from '../../../lib/urls/customers';
import { DataTable, EmptyState, formatDayAndTime, StatusBadge, type Column } from '@storefront/ui';

const DECISIONS = {
  approved: { label: 'Approved', tone: 'good' },
  rejected: { label: 'Rejected', tone: 'bad' },
} as const;

function When({ at }: { at: string | null }) {
  return at ? <time dateTime={at}>{formatDayAndTime(at)}</time> : <>—</>;
}

const COLUMNS: Column<DecidedDocument>[] = [
  { header: 'Customer', cell: (document) => document.customer.name },
  { header: 'Document', cell: (document) => DOCUMENT_LABELS[document.documentType] },
  { header: 'Submitted', cell: (document) => <When at={document.submittedAt} /> },
  {
    header: 'Decision',
    cell: (document) => {
      const decision = document.status === 'rejected' ? 'rejected' : 'approved';
      return <StatusBadge tone={DECISIONS[decision].tone}>{DECISIONS[decision].label}</StatusBadge>;
    },
  },
  {
    header: 'Reviewed by',
    cell: (document) => document.reviewer?.name ?? 'A former operator',
  },
  { header: 'Reviewed', cell: (document) => <When at={document.reviewedAt} /> },
  { header: 'Reason', cell: (document) => document.rejectionReason ?? '—' },
];

/** The decisions already taken, newest first: who reviewed what, when, and why it was rejected. */
export function ReviewHistory() {
  const history = useApi('operator-documents:reviewed', getReviewHistory);
  return (
    <DataTable
      caption="Reviewed documents, newest review first"
      columns={COLUMNS}
      rows={history.data}
      rowKey={(document) => document.id}
      rowHref={(document) => customerPath(document.customer.id)}
      what="the review history"
      failure={history.failure}
      onRetry={history.retry}
      empty={
        <EmptyState>
          <p>No document has been reviewed yet.</p>
        </EmptyState>
      }
    />
  );
}
