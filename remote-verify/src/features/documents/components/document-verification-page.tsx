import { Link, useLocation } from 'react-router-dom';
import { safeReturnTo, useSession } from '@storefront/shared';

const STATUS_TEXT: Record<string, string> = {
  pending: 'We are reviewing your document.',
  approved: 'Your document is approved.',
  rejected: 'Your document was rejected. Please upload it again.',
};

export function DocumentVerificationPage() {
  const user = useSession('user');
  const returnTo = safeReturnTo(useLocation().search, '/dashboard/account');
  const status = user?.documentVerify ?? null;
  return (
    <>
      <h1>Verify your identity</h1>
      <p>
        Upload a government ID (JPG, PNG or PDF, up to 10 MB) to pay from your wallet and redeem
        loyalty rewards.
      </p>
      <p className="vf-status">
        {status ? (STATUS_TEXT[status] ?? status) : 'No document submitted yet.'}
      </p>
      <Link className="vf-link" to={returnTo}>
        Back
      </Link>
    </>
  );
}
