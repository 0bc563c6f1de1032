import { Link, useSearchParams } from '@storefront/shared';
import { registerRequestSchema } from '@storefront/shared/contracts';
import { register } from '../api/sign-in';
import { useAuthForm } from '../hooks/use-auth-form';
import { FormField } from '@storefront/ui';
import { FullNameField, MobileField, NewPasswordField } from '../../../components/account-fields';

export default function RegisterPage() {
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('ref') ?? '';
  const { onSubmit, fieldErrors, formError, submitting, returnTo } = useAuthForm({
    schema: registerRequestSchema,
    busy: { title: 'Creating your account', subtitle: 'This takes a moment' },
    submit: register,
    welcome: ({ user }) => `Welcome, ${user.name}`,
  });

  return (
    <div className="sf-auth">
      <h1>Create your account</h1>
      {referralCode && (
        <p className="sf-auth__note">
          A friend invited you. You both get a reward after your first completed order.
        </p>
      )}
      <form className="sf-form" noValidate onSubmit={onSubmit}>
        <FullNameField error={fieldErrors.name} />
        <FormField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          error={fieldErrors.email}
          required
          announceError={false}
        />
        <MobileField
          error={fieldErrors.mobile}
          hint="We will text a code to this number to verify it."
        />
        <NewPasswordField label="Password" error={fieldErrors.password} />
        {referralCode && <input type="hidden" name="ref" value={referralCode} />}
        {formError && (
          <p className="sf-form__error" role="alert">
            {formError}
          </p>
        )}
        <button className="sf-button sf-button--solid" type="submit" disabled={submitting}>
          Create account
        </button>
      </form>
      <p>
        Already have an account?{' '}
        <Link to={`/login?returnTo=${encodeURIComponent(returnTo)}`}>Sign in</Link>
      </p>
    </div>
  );
}
