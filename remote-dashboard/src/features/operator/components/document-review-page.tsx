import { useState } from 'react';
import { useApi } from '@storefront/shared';
import { DOCUMENT_LABELS } from '@storefront/shared/contracts';
import { DashboardPage, EmptyState } from '../../../components/dashboard-page';
import { LoadError, LoadingNote } from '../../../components/load-state';
import { getReviewQueue, type QueuedDocument } from '../api/get-review-queue';
import { DocumentFileView } from './document-file-view';
import { ReviewForm } from './review-form';
import { ReviewQueue } from './review-queue';
import '../../../components/operator.css';

function ReviewPanel({
  document,
  onReviewed,
}: {
  document: QueuedDocument;
  onReviewed: (document: QueuedDocument) => void;
}) {
  const title = `${DOCUMENT_LABELS[document.documentType]} of ${document.customer.name}`;
  return (
    <section className="db-op-card" aria-labelledby="db-review-title">
      <h2 id="db-review-title">{title}</h2>
      <dl className="db-facts">
        <dt>Customer</dt>
        <dd>{document.customer.name}</dd>
        <dt>Mobile</dt>
        <dd>{document.customer.mobile}</dd>
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

/** /dashboard/operator/documents: the pending government documents and a decision on each. */
export function DocumentReviewPage() {
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

  return <DashboardPage title="Document review">{content}</DashboardPage>;
}
