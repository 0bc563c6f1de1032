import { Link } from '@storefront/shared';
import { FormField } from '@storefront/ui';
import { NewPasswordField, TextedCodeField } from '../../../components/account-fields';
import { useForgotPassword } from '../hooks/use-forgot-password';
import { PasswordChanged } from './password-changed';
import { StepHeading } from './step-heading';

/** /forgot-password — a texted code (entered here) or an e-mailed link, then a new password. */
export function ForgotPassword() {
  const reset = useForgotPassword();
  const { fieldErrors, formError, submitting, returnTo } = reset;
  if (reset.step === 'done') return <PasswordChanged returnTo={returnTo} />;

  const errorNote = formError && (
    <p className="sf-form__error" role="alert">
      {formError}
    </p>
  );
  const resendLabel = reset.step === 'code' ? 'Resend code' : 'Send the link again';
  const otherActions = (
    <div className="sf-reset__actions">
      <button
        className="sf-link-button"
        type="button"
        onClick={reset.sendAgain}
        disabled={submitting || reset.resendInSeconds > 0}
      >
        {reset.resendInSeconds > 0 ? `${resendLabel} in ${reset.resendInSeconds} s` : resendLabel}
      </button>
      <button className="sf-link-button" type="button" onClick={reset.startOver}>
        Use a different number or e-mail
      </button>
    </div>
  );

  return (
    <div className="sf-auth">
      {/* Keyed, so the code field never inherits what was typed into the first step. */}
      {reset.step === 'ask' && (
        <form key="ask" className="sf-form sf-reset" noValidate onSubmit={reset.ask}>
          <h1>Reset your password</h1>
          <p>
            Enter the mobile number or e-mail address you sign in with. We will text you a code, or
            e-mail you a link, to set a new password.
          </p>
          <FormField
            name="identifier"
            label="Mobile number or e-mail"
            autoComplete="username"
            defaultValue={reset.identifier}
            // Back from a later step, the customer corrects what they typed.
            autoFocus={reset.identifier !== ''}
            error={fieldErrors.identifier}
            required
            announceError={false}
          />
          {errorNote}
          <button className="sf-button sf-button--solid" type="submit" disabled={submitting}>
            Send
          </button>
        </form>
      )}
      {reset.step === 'code' && (
        <form key="code" className="sf-form sf-reset" noValidate onSubmit={reset.setPassword}>
          <StepHeading>Check your texts</StepHeading>
          <p className="sf-auth__note" role="status">
            {reset.message}
          </p>
          <TextedCodeField error={fieldErrors.code} />
          <NewPasswordField error={fieldErrors.password} />
          {errorNote}
          <button className="sf-button sf-button--solid" type="submit" disabled={submitting}>
            Set new password
          </button>
          {otherActions}
        </form>
      )}
      {reset.step === 'link-sent' && (
        <div key="link-sent" className="sf-form sf-reset">
          <StepHeading>Check your e-mail</StepHeading>
          <p className="sf-auth__note" role="status">
            {reset.message}
          </p>
          <p>Open the link in the e-mail to choose your new password. It works once.</p>
          {errorNote}
          {otherActions}
        </div>
      )}
      <p>
        Remembered it? <Link to={`/login?returnTo=${encodeURIComponent(returnTo)}`}>Sign in</Link>
      </p>
    </div>
  );
}
