import type { Account } from '@storefront/shared/contracts';
import { useChangeMobile } from '../hooks/use-change-mobile';
import { FormAlert, FormField } from '@storefront/ui';

export interface ChangeMobileFormProps {
  onChanged: (account: Account) => void;
}

/** A new mobile number, then the code texted to it; the number is verified once the code is right. */
export function ChangeMobileForm({ onChanged }: ChangeMobileFormProps) {
  const { submit, ...change } = useChangeMobile(onChanged);

  return (
    <form className="db-form" noValidate onSubmit={submit} aria-labelledby="db-change-mobile">
      <h2 id="db-change-mobile">Change mobile number</h2>
      {change.sent ? (
        <>
          <p role="status">
            We texted a 6-digit code to {change.sent.sentTo}. It works for{' '}
            {Math.round(change.sent.expiresInSeconds / 60)} minutes.
          </p>
          <FormField
            {...change.field('code')}
            label="Code from the text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
        </>
      ) : (
        <FormField
          {...change.field('mobile')}
          label="New mobile number"
          type="tel"
          autoComplete="tel"
          hint="We text a code to it. Your number changes once you enter the code."
          required
        />
      )}
      <FormAlert>{change.stepError}</FormAlert>
      {change.changedTo && (
        <p className="db-note" role="status">
          Your mobile number is changed and verified.
        </p>
      )}
      <div className="db-actions">
        <button type="submit" className="db-button" disabled={change.busy}>
          {change.sent ? 'Confirm new number' : 'Send code'}
        </button>
        {change.sent && (
          <>
            <button
              type="button"
              className="db-button db-button--quiet"
              disabled={change.busy}
              onClick={() => void change.sendAgain()}
            >
              Send a new code
            </button>
            <button
              type="button"
              className="db-button db-button--quiet"
              disabled={change.busy}
              onClick={change.startAgain}
            >
              Use another number
            </button>
          </>
        )}
      </div>
    </form>
  );
}
