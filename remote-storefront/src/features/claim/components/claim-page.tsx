import { Link } from '@storefront/shared';
import { useClaimAccount } from '../hooks/use-claim-account';
import { FormField } from '@storefront/ui';
import { NewPasswordField, TextedCodeField } from '../../../components/account-fields';
import './claim.css';

/** /claim — an account the store imported gets its password from a texted code. */
export default function ClaimPage() {
  const claim = useClaimAccount();
  const { fieldErrors, formError, submitting } = claim;
  const errorNote = formError && (
    <p className="sf-form__error" role="alert">
      {formError}
    </p>
  );

  return (
    <div className="sf-auth">
      <h1>Claim your account</h1>
      {/* Keyed, so the code field never inherits the number typed into the first step. */}
      {claim.step === 'mobile' ? (
        <form key="mobile" className="sf-form" noValidate onSubmit={claim.requestCode}>
          <p>
            Did the store add you as a customer? Enter the mobile number the store has for you and
            we will text you a code to set your password.
          </p>
          <FormField
            name="mobile"
            label="Mobile number"
            type="tel"
            autoComplete="tel"
            defaultValue={claim.mobile}
            error={fieldErrors.mobile}
            required
            announceError={false}
          />
          {errorNote}
          <button className="sf-button sf-button--solid" type="submit" disabled={submitting}>
            Text me a code
          </button>
        </form>
      ) : (
        <form key="code" className="sf-form" noValidate onSubmit={claim.claim}>
          <p className="sf-auth__note">
            If {claim.mobile} belongs to an account the store added, we have texted it a 6-digit
            code. The code works for {Math.max(1, Math.round(claim.expiresInSeconds / 60))} minutes.
          </p>
          <TextedCodeField error={fieldErrors.code} autoFocus />
          <NewPasswordField error={fieldErrors.password} />
          {errorNote}
          <button className="sf-button sf-button--solid" type="submit" disabled={submitting}>
            Claim account
          </button>
          <div className="sf-claim__actions">
            <button
              className="sf-claim__link"
              type="button"
              onClick={claim.resendCode}
              disabled={submitting || claim.resendInSeconds > 0}
            >
              {claim.resendInSeconds > 0
                ? `Resend code in ${claim.resendInSeconds} s`
                : 'Resend code'}
            </button>
            <button className="sf-claim__link" type="button" onClick={claim.changeNumber}>
              Use a different number
            </button>
          </div>
        </form>
      )}
      <p>
        Already set a password?{' '}
        <Link to={`/login?returnTo=${encodeURIComponent(claim.returnTo)}`}>Sign in</Link>
      </p>
    </div>
  );
}
