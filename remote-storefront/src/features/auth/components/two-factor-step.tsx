import { useState, type FormEvent } from 'react';
import { useNavigate } from '@storefront/shared';
import type { TwoFactorSignInResponse, TwoFactorStep } from '@storefront/shared/contracts';
import { FormField, useMutation } from '@storefront/ui';
import { signInWithCart } from '../../../cart/sign-in-with-cart';
import { answerTwoFactor } from '../api/two-factor';
import { StepHeading } from './step-heading';

export interface TwoFactorStepProps {
  step: TwoFactorStep;
  returnTo: string;
  /** Back to the password: the challenge died, or the person wants to start over. */
  onRestart: () => void;
}

/**
 * The second step of a staff sign-in, loaded only when a password asks for
 * it: a code from the authenticator app (or a recovery code), and for an
 * owner or manager without it yet, the QR code to scan first and the recovery
 * codes to keep.
 */
export default function TwoFactorStepPage({ step, returnTo, onRestart }: TwoFactorStepProps) {
  const navigate = useNavigate();
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [toKeep, setToKeep] = useState<TwoFactorSignInResponse | null>(null);
  const { mutate, running } = useMutation(answerTwoFactor, {
    busy: () => ({ title: 'Signing in', subtitle: 'Checking your code' }),
  });

  async function finish(response: TwoFactorSignInResponse) {
    await signInWithCart(response);
    navigate(returnTo, { replace: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('proof') ?? '').trim();
    if (!typed) {
      setFieldError(withRecoveryCode ? 'Enter a recovery code' : 'Enter the 6-digit code');
      return;
    }
    setFieldError(null);
    const outcome = await mutate({
      challenge: step.challenge,
      ...(withRecoveryCode ? { recoveryCode: typed } : { code: typed }),
    });
    if (outcome.ok) {
      if (outcome.result.recoveryCodes) setToKeep(outcome.result);
      else await finish(outcome.result);
      return;
    }
    if (outcome.failure.field === 'challenge') onRestart();
    else setFieldError(outcome.failure.message);
  }

  if (toKeep) {
    return (
      <div className="sf-auth">
        <StepHeading>Keep your recovery codes</StepHeading>
        <p>
          Each code signs you in once if you lose your phone. They are shown only now: print them or
          keep them in a password manager.
        </p>
        <ul className="sf-auth__codes" aria-label="Recovery codes">
          {toKeep.recoveryCodes!.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <button className="sf-button sf-button--solid" type="button" onClick={() => finish(toKeep)}>
          I have saved these
        </button>
      </div>
    );
  }

  return (
    <div className="sf-auth">
      <StepHeading>
        {step.kind === 'setup' ? 'Set up two-factor sign-in' : 'Enter your sign-in code'}
      </StepHeading>
      {step.kind === 'setup' && (
        <>
          <p>
            Your role signs in with two factors. Scan this with an authenticator app (Google
            Authenticator, 1Password, Authy …), then enter the code it shows.
          </p>
          <img src={step.qr} alt="QR code for your authenticator app" width={192} height={192} />
          <p>
            Or type this key into the app: <code className="sf-auth__secret">{step.secret}</code>
          </p>
        </>
      )}
      <form className="sf-form" noValidate onSubmit={onSubmit} key={String(withRecoveryCode)}>
        {withRecoveryCode ? (
          <FormField
            name="proof"
            label="Recovery code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={fieldError ?? undefined}
            required
          />
        ) : (
          <FormField
            name="proof"
            label="6-digit code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={7}
            error={fieldError ?? undefined}
            required
          />
        )}
        <button className="sf-button sf-button--solid" type="submit" disabled={running}>
          {step.kind === 'setup' ? 'Turn on and sign in' : 'Sign in'}
        </button>
      </form>
      {step.kind === 'code' && (
        <button
          className="sf-link-button sf-auth__switch"
          type="button"
          onClick={() => {
            setFieldError(null);
            setWithRecoveryCode(!withRecoveryCode);
          }}
        >
          {withRecoveryCode ? 'Use the code from my app' : 'Use a recovery code instead'}
        </button>
      )}
    </div>
  );
}
