import { Link } from '@storefront/shared';
import type { GovernmentDocument } from '@storefront/shared/contracts';
import { DOCUMENT_LABELS } from '@storefront/shared/constants';
import type { DocumentList } from '@storefront/shared/contracts';

export interface DocumentStatusProps {
  documents: DocumentList;
  returnTo: string;
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

function describeSubmission(document: GovernmentDocument | undefined): string {
  if (!document) return '';
  const sent = formatDate(document.submittedAt);
  return `${DOCUMENT_LABELS[document.documentType]}${sent ? `, sent on ${sent}` : ''}.`;
}

/** Where the account stands, in words, with the way on when it is done. */
export function DocumentStatus({ documents, returnTo }: DocumentStatusProps) {
  const latest = documents.items[0];
  switch (documents.status) {
    case 'approved':
      return (
        <div className="vf-status vf-status--ok">
          <p className="vf-status__title">Your identity is verified.</p>
          <p>You can pay from your wallet and redeem loyalty rewards.</p>
          <Link className="vf-button" to={returnTo}>
            Continue
          </Link>
        </div>
      );
    case 'pending':
      return (
        <div className="vf-status vf-status--pending">
          <p className="vf-status__title">We are reviewing your document.</p>
          <p>
            {describeSubmission(latest)} We&apos;ll update your account as soon as it has been
            checked; you don&apos;t need to do anything else.
          </p>
        </div>
      );
    case 'rejected':
      return (
        <div className="vf-status vf-status--problem">
          <p className="vf-status__title">
            {latest?.rejectionReason
              ? `Your document was rejected: ${latest.rejectionReason.replace(/\.$/, '')}. Please upload it again.`
              : 'Your document was rejected. Please upload it again.'}
          </p>
        </div>
      );
    default:
      return (
        <div className="vf-status">
          <p className="vf-status__title">Not submitted</p>
          <p>You haven&apos;t sent us a document yet.</p>
        </div>
      );
  }
}
