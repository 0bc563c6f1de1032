import { Link } from '@storefront/shared';

const DOCUMENT_STATUS: Record<string, string> = {
  none: 'Not submitted',
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export interface VerificationStatusProps {
  mobileVerified: boolean;
  documentStatus: string | null;
}

/** Where the customer stands on both checks, with a way to finish each one. */
export function VerificationStatus({ mobileVerified, documentStatus }: VerificationStatusProps) {
  return (
    <dl className="db-facts">
      <dt>Mobile verification</dt>
      <dd data-testid="mobile-status">
        {mobileVerified ? 'Verified' : 'Not verified'}{' '}
        {!mobileVerified && <Link to="/verify/mobile?returnTo=/dashboard/account">Verify now</Link>}
      </dd>
      <dt>Government documents</dt>
      <dd data-testid="document-status">
        {DOCUMENT_STATUS[documentStatus ?? 'none'] ?? 'Not submitted'}{' '}
        {documentStatus !== 'approved' && documentStatus !== 'pending' && (
          <Link to="/verify/documents?returnTo=/dashboard/account">Upload documents</Link>
        )}
      </dd>
    </dl>
  );
}
