import { useState } from 'react';
import { Link, useApi, useSearchParams } from '@storefront/shared';
import { DOCUMENT_LABELS } from '@storefront/shared/constants';
import type { QueuedDocument } from '@storefront/shared/operator-contracts';
import { getReviewQueue } from '../api/get-review-queue';
import { DocumentFileView } from './document-file-view';
import { ReviewForm } from './review-form';
import { ReviewHistory } from './review-history';
import { ReviewQueue } from './review-queue';
import '../../../components/operator.css';
import '@storefront/ui/styles/stacked-table.css';
import './document-review.css';
import { DOCUMENTS_PATH } from '../../../lib/urls/back-office';
import { customerPath } from '../../../lib/urls/customers';
import { DashboardPage, EmptyState, LoadError, LoadingNote, PhoneLink } from '@storefront/ui';

const VIEWS = [
  { view: 'pending', label: 'Waiting for review', to: DOCUMENTS_PATH },
  { view: 'reviewed', label: 'Reviewed', to: `${DOCUMENTS_PATH}?show=reviewed` },
] as const;

function ReviewPanel({
  document,
  onReviewed,
}: {
  document: QueuedDocument;
  onReviewed: (document: QueuedDocument) => void;
}) {
  const title = `${DOCUMENT_LABELS[document.documentType]} of ${document.customer.name}`;
  return (
    <section className="db-card" aria-labelledby="db-review-title">
      <h2 id="db-review-title">{title}</h2>
      <dl className="db-facts">
        <dt>Customer</dt>
        <dd>
          <Link to={customerPath(document.customer.id)}>{document.customer.name}</Link>
        </dd>
        <dt>Mobile</dt>
        <dd>
          <PhoneLink mobile={document.customer.mobile} />
        </dd>
        {document.customer.email && (
          <>
            <dt>E-mail</dt>
            <dd>{document.customer.email}</dd>
          </>
        )}
      </dl>
      <div className="db-op-files">
        {document.sides.map((side) => (
          <DocumentFileView key={side} documentId={document.id} side={side} title={title} />
        ))}
      </div>
      <ReviewForm document={document} onReviewed={onReviewed} />
    </section>
  );
}

/** The pending documents, oldest first, and the one chosen beside them. */
function PendingDocuments() {
  const queue = useApi('operator-documents:pending', getReviewQueue);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  let content;
  if (queue.failure) {
    content = <LoadError what="the documents" failure={queue.failure} onRetry={queue.retry} />;
  } else if (!queue.data) {
    content = <LoadingNote>Loading the documents</LoadingNote>;
  } else if (queue.data.length === 0) {
    content = (
      <EmptyState>
        <p>No documents are waiting for review.</p>
      </EmptyState>
    );
  } else {
    const documents = queue.data;
    const selected = documents.find((document) => document.id === selectedId) ?? null;
    const leaveQueue = (reviewed: QueuedDocument) => {
      queue.replace(documents.filter((document) => document.id !== reviewed.id));
      setSelectedId(null);
    };
    content = (
      <div className="db-op-review-grid">
        <ReviewQueue documents={documents} selectedId={selectedId} onSelect={setSelectedId} />
        {selected ? (
          <ReviewPanel key={selected.id} document={selected} onReviewed={leaveQueue} />
        ) : (
          <EmptyState>
            <p>Choose a document to review it.</p>
          </EmptyState>
        )}
      </div>
    );
  }

  return content;
}

/**
 * /operator/documents: the pending government documents and a
 * decision on each; ?show=reviewed is the history of decisions.
 */
export function DocumentReviewPage() {
  const [search] = useSearchParams();
  const shown = search.get('show') === 'reviewed' ? 'reviewed' : 'pending';
  return (
    <DashboardPage title="Document review">
      <nav className="db-dr-views" aria-label="Documents to show">
        <ul>
          {VIEWS.map(({ view, label, to }) => (
            <li key={view}>
              <Link to={to} aria-current={view === shown ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown === 'reviewed' ? <ReviewHistory /> : <PendingDocuments />}
    </DashboardPage>
  );
}
