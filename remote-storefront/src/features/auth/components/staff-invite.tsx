import { Link } from '@storefront/shared';
import { STAFF_ROLE_LABELS } from '@storefront/shared/contracts';
import { LoadError, LoadingNote } from '@storefront/ui';
import { FullNameField, MobileField, NewPasswordField } from '../../../components/account-fields';
import { useStaffInvitation } from '../hooks/use-staff-invitation';
import { StepHeading } from './step-heading';

/** /staff-invite?token=… — where a staff invitation lands: make the account, then sign in. */
export function StaffInvite() {
  const page = useStaffInvitation();
  const { fieldErrors, formError, submitting, invitation } = page;

  if (page.done) {
    return (
      <div className="sf-auth">
        <StepHeading>Your account is ready</StepHeading>
        <p className="sf-auth__note" role="status">
          Sign in with your e-mail address or mobile number and the password you chose.
        </p>
        <Link
          className="sf-button sf-button--solid sf-reset__action"
          to={`/login?returnTo=${encodeURIComponent('/operator')}`}
        >
          Sign in
        </Link>
      </div>
    );
  }

  let content;
  if (!page.hasToken) {
    content = (
      <p className="sf-form__error" role="alert">
        This invitation link is incomplete. Open it again from the e-mail.
      </p>
    );
  } else if (invitation.failure) {
    content =
      invitation.failure.status === 404 || invitation.failure.status === 410 ? (
        <p className="sf-form__error" role="alert">
          {invitation.failure.message}
        </p>
      ) : (
        <LoadError what="the invitation" failure={invitation.failure} onRetry={invitation.retry} />
      );
  } else if (!invitation.data) {
    content = <LoadingNote>Loading the invitation</LoadingNote>;
  } else {
    const { storeName, email, role } = invitation.data;
    content = (
      <>
        <p className="sf-auth__note">
          {storeName} invites <strong>{email}</strong> to join the staff as{' '}
          {STAFF_ROLE_LABELS[role]}. Your e-mail address is the one the invitation went to.
        </p>
        <form className="sf-form" noValidate onSubmit={page.accept}>
          <FullNameField error={fieldErrors.name} />
          <MobileField error={fieldErrors.mobile} />
          <NewPasswordField label="Password" error={fieldErrors.password} />
          {formError && (
            <p className="sf-form__error" role="alert">
              {formError}
            </p>
          )}
          <button className="sf-button sf-button--solid" type="submit" disabled={submitting}>
            Make my account
          </button>
        </form>
      </>
    );
  }

  return (
    <div className="sf-auth">
      <h1>Join the team</h1>
      {content}
    </div>
  );
}
