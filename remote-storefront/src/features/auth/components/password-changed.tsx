import { Link } from '@storefront/shared';
import { StepHeading } from './step-heading';

/** The end of either way of resetting: every device was signed out, so the customer signs in afresh. */
export function PasswordChanged({ returnTo }: { returnTo: string }) {
  return (
    <div className="sf-auth">
      <StepHeading>Password changed</StepHeading>
      <p className="sf-auth__note" role="status">
        Your password is changed, and every device that was signed in to your account has been
        signed out. Sign in with your new password.
      </p>
      <Link
        className="sf-button sf-button--solid sf-reset__action"
        to={`/login?returnTo=${encodeURIComponent(returnTo)}`}
      >
        Sign in
      </Link>
    </div>
  );
}
