import { Link, useLocation } from 'react-router-dom';
import { safeReturnTo, useSession } from '@storefront/shared';

export function MobileVerificationPage() {
  const user = useSession('user');
  const returnTo = safeReturnTo(useLocation().search, '/dashboard/account');
  const verified = user?.mobileVerified === 'true';
  return (
    <>
      <h1>Verify your mobile number</h1>
      {verified ? (
        <p className="vf-status vf-status--ok">Your mobile number is verified.</p>
      ) : (
        <p>
          We send a 6-digit code by text message to confirm the number is yours. You need a verified
          number to place an order.
        </p>
      )}
      {!user && <p className="vf-status">Sign in first, so we know which account to verify.</p>}
      <Link className="vf-link" to={returnTo}>
        {verified ? 'Continue' : 'Not now'}
      </Link>
    </>
  );
}
