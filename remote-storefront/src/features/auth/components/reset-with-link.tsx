import { Link } from '@storefront/shared';
import { NewPasswordField } from '../../../components/account-fields';
import { useResetWithLink } from '../hooks/use-reset-with-link';
import { PasswordChanged } from './password-changed';

const ASK_AGAIN = '/forgot-password';

/** /reset-password?token=… — where the e-mailed link lands: choose the new password. */
export function ResetWithLink() {
  const reset = useResetWithLink();
  const { fieldErrors, formError, submitting } = reset;
  if (reset.done) return <PasswordChanged returnTo="/" />;

  return (
    <div className="sf-auth">
      <h1>Choose a new password</h1>
      {reset.hasToken ? (
        <form className="sf-form" noValidate onSubmit={reset.setPassword}>
          <NewPasswordField error={fieldErrors.password} />
          {formError && (
            <p className="sf-form__error" role="alert">
              {formError} <Link to={ASK_AGAIN}>Ask for a new link</Link>
            </p>
          )}
          <button className="sf-button sf-button--solid" type="submit" disabled={submitting}>
            Set new password
          </button>
        </form>
      ) : (
        <p className="sf-form__error" role="alert">
          This reset link is incomplete. Open it again from the e-mail, or{' '}
          <Link to={ASK_AGAIN}>ask for a new link</Link>.
        </p>
      )}
    </div>
  );
}
