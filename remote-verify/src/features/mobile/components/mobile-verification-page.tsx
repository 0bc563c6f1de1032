import { Link, useLocation, safeReturnTo } from '@storefront/shared';
import { LoadError, LoadingNote } from '@storefront/ui';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { useAccount } from '../hooks/use-account';
import { OtpSteps } from './otp-steps';
import './mobile.css';

const PURPOSE = 'verify your mobile number';

function MobileVerificationContent({ returnTo }: { returnTo: string }) {
  const account = useAccount();
  if (!account.signedIn) return <SignInPrompt purpose={PURPOSE} />;
  if (account.failure?.status === 401) return <SignInPrompt purpose={PURPOSE} expired />;
  if (account.failure) {
    return <LoadError what="your account" failure={account.failure} onRetry={account.retry} />;
  }
  if (!account.data) return <LoadingNote>Loading your account…</LoadingNote>;

  const { data, replace } = account;
  if (data.mobileVerified) {
    return (
      <div className="vf-status vf-status--ok">
        <p>Your mobile number is verified.</p>
        <Link className="vf-button" to={returnTo}>
          Continue
        </Link>
      </div>
    );
  }
  return (
    <OtpSteps
      account={data}
      returnTo={returnTo}
      onAlreadyVerified={() => replace({ ...data, mobileVerified: true })}
    />
  );
}

export function MobileVerificationPage() {
  const returnTo = safeReturnTo(useLocation().search, '/dashboard/account');
  return (
    <>
      <h1>Verify your mobile number</h1>
      <p className="vf-lead">
        A verified number lets you place orders and keeps your account safe. We text you a 6-digit
        code to confirm the number is yours.
      </p>
      <MobileVerificationContent returnTo={returnTo} />
    </>
  );
}
