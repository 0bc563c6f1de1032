import { useState, type FormEvent } from 'react';
import { useApi } from '@storefront/shared';
import type { TwoFactorEnrolment } from '@storefront/shared/contracts';
import { DashboardPage, FormField, LoadError, LoadingNote, useMutation } from '@storefront/ui';
import {
  confirmTwoFactorSetup,
  getTwoFactorStatus,
  renewRecoveryCodes,
  startTwoFactorSetup,
  turnOffTwoFactor,
} from '../api/two-factor-api';
import '../../../components/operator.css';

type CodeAction = 'confirm' | 'renew' | 'off';

const ACTIONS: Record<CodeAction, (code: string) => Promise<string[] | void>> = {
  confirm: confirmTwoFactorSetup,
  renew: renewRecoveryCodes,
  off: turnOffTwoFactor,
};

const DONE: Record<CodeAction, string> = {
  confirm: 'Two-factor sign-in is on',
  renew: 'New recovery codes made',
  off: 'Two-factor sign-in is off',
};

/**
 * /operator/two-factor: the signed-in person's own second sign-in step. Any
 * role may turn it on; owners and managers must keep it.
 */
export function TwoFactorPage() {
  const status = useApi('operator-two-factor', getTwoFactorStatus);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [codeError, setCodeError] = useState<string>();
  const setup = useMutation(startTwoFactorSetup, {
    busy: () => ({ title: 'Two-factor sign-in', subtitle: 'Making a new secret' }),
  });
  const withCode = useMutation(
    ({ action, code }: { action: CodeAction; code: string }) => ACTIONS[action](code),
    {
      busy: () => ({ title: 'Two-factor sign-in', subtitle: 'Checking your code' }),
      success: (_, { action }) => DONE[action],
    },
  );

  async function start() {
    const outcome = await setup.mutate(undefined);
    if (outcome.ok) setEnrolment(outcome.result);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const action = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)
      ?.value as CodeAction;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    const outcome = await withCode.mutate({ action, code });
    if (!outcome.ok) {
      setCodeError(outcome.failure.message);
      return;
    }
    setCodeError(undefined);
    setEnrolment(null);
    setRecoveryCodes(outcome.result ?? null);
    status.retry();
  }

  const codeField = (
    <FormField
      name="code"
      label="6-digit code from your app"
      autoComplete="one-time-code"
      inputMode="numeric"
      error={codeError}
      required
    />
  );

  let content;
  if (status.failure) {
    content = (
      <LoadError what="your sign-in settings" failure={status.failure} onRetry={status.retry} />
    );
  } else if (!status.data) {
    content = <LoadingNote>Loading your sign-in settings</LoadingNote>;
  } else if (enrolment) {
    content = (
      <form className="db-op-stack" onSubmit={submit} noValidate>
        <p>Scan this with your authenticator app, then enter the code it shows.</p>
        <img src={enrolment.qr} alt="QR code for your authenticator app" width={192} height={192} />
        <p>
          Or type this key into the app: <code>{enrolment.secret}</code>
        </p>
        {codeField}
        <button className="db-action" type="submit" value="confirm">
          Turn on
        </button>
      </form>
    );
  } else if (!status.data.enabled) {
    content = (
      <div className="db-op-stack">
        <p>Off: you sign in with your password alone.</p>
        <button className="db-action" type="button" onClick={start}>
          Turn on two-factor sign-in
        </button>
      </div>
    );
  } else {
    content = (
      <form className="db-op-stack" onSubmit={submit} noValidate>
        <p>
          On.{' '}
          {status.data.recoveryCodesLeft === 0
            ? 'No recovery codes are left: make new ones, in case you lose your phone.'
            : `${status.data.recoveryCodesLeft} recovery ${status.data.recoveryCodesLeft === 1 ? 'code' : 'codes'} left.`}
          {status.data.required && ' Your role needs it, so it stays on.'}
        </p>
        {codeField}
        <button className="db-action db-op-quiet" type="submit" value="renew">
          Make new recovery codes
        </button>
        {!status.data.required && (
          <button className="db-action db-op-quiet" type="submit" value="off">
            Turn off
          </button>
        )}
      </form>
    );
  }

  return (
    <DashboardPage title="Two-factor sign-in">
      {recoveryCodes && (
        <section className="db-op-stack" aria-label="Recovery codes">
          <p>Your recovery codes, shown only now: each signs you in once if you lose your phone.</p>
          <ul>
            {recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <button
            className="db-action db-op-quiet"
            type="button"
            onClick={() => setRecoveryCodes(null)}
          >
            I have saved these
          </button>
        </section>
      )}
      {content}
    </DashboardPage>
  );
}
