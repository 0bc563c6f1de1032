import {
  Link,
  SESSION_ENDED_FLAG,
  SESSION_ENDED_MESSAGE,
  useSearchParams,
} from '@storefront/shared';
import { useState } from 'react';
import { loginRequestSchema, type TwoFactorStep } from '@storefront/shared/contracts';
import { signIn } from '../api/sign-in';
import { useAuthForm } from '../hooks/use-auth-form';
import { FormField } from '@storefront/ui';
// Only staff meet this step, yet it ships in the sign-in pages' chunk: a chunk
// of its own would add its name to the remote's entry, which every page loads.
import TwoFactorStepPage from './two-factor-step';

export default function LoginPage() {
  const [secondStep, setSecondStep] = useState<TwoFactorStep | null>(null);
  const { onSubmit, fieldErrors, formError, submitting, returnTo } = useAuthForm({
    schema: loginRequestSchema,
    busy: { title: 'Signing in', subtitle: 'Checking your details' },
    submit: signIn,
    welcome: ({ user }) => `Welcome back, ${user.name}`,
    onSecondStep: setSecondStep,
  });
  const registerLink = `/register?returnTo=${encodeURIComponent(returnTo)}`;
  const [params] = useSearchParams();
  const sessionEnded = params.get(SESSION_ENDED_FLAG) === '1';
  if (secondStep) {
    return (
      <TwoFactorStepPage
        step={secondStep}
        returnTo={returnTo}
        onRestart={() => setSecondStep(null)}
      />
    );
  }

  return (
    <div className="sf-auth">
      <h1>Sign in</h1>
      {sessionEnded && (
        <p className="sf-auth__note" role="status">
          {SESSION_ENDED_MESSAGE}
        </p>
      )}
      <form className="sf-form" noValidate onSubmit={onSubmit}>
        <FormField
          name="identifier"
          label="Mobile number or e-mail"
          autoComplete="username"
          error={fieldErrors.identifier}
          required
          announceError={false}
        />
        <FormField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={fieldErrors.password}
          required
          announceError={false}
        />
        <Link
          style={{ justifySelf: 'start' }}
          to={`/forgot-password?returnTo=${encodeURIComponent(returnTo)}`}
        >
          Forgot password?
        </Link>
        {formError && (
          <p className="sf-form__error" role="alert">
            {formError}
          </p>
        )}
        <button className="sf-button sf-button--solid" type="submit" disabled={submitting}>
          Sign in
        </button>
      </form>
      <p>
        New here? <Link to={registerLink}>Create an account</Link>
      </p>
      <p>
        <Link to={`/claim?returnTo=${encodeURIComponent(returnTo)}`}>
          Added by the store? Claim your account
        </Link>
      </p>
    </div>
  );
}
