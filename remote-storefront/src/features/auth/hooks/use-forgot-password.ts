import { useState, type FormEvent } from 'react';
import { safeReturnTo, useCountdown, useLocation, fieldErrors } from '@storefront/shared';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  type PasswordResetRequested,
} from '@storefront/shared/contracts';
import { confirmPasswordReset, requestPasswordReset } from '../api/password-reset';
import { focusFirstError } from '@storefront/ui';
import { useFormRun } from '../../../hooks/use-form-run';

/** ask: the number or address; code: the texted code and a new password; link-sent: check the inbox. */
export type ForgotStep = 'ask' | 'code' | 'link-sent' | 'done';

const SENDING = { title: 'Sending', subtitle: 'This takes a moment' };
const ASK_FIELDS = ['identifier'];
const CODE_FIELDS = ['code', 'password'];

/**
 * "Forgot password?": the customer types what they sign in with. A mobile
 * number gets a texted code, entered here with the new password; an e-mail
 * address gets a link that opens /reset-password.
 */
export function useForgotPassword() {
  const returnTo = safeReturnTo(useLocation().search);
  const [step, setStep] = useState<ForgotStep>('ask');
  const [identifier, setIdentifier] = useState('');
  const [mobile, setMobile] = useState('');
  const [message, setMessage] = useState('');
  const form = useFormRun();
  const resend = useCountdown();

  function sent(typed: string, requested: PasswordResetRequested) {
    setIdentifier(typed);
    setMessage(requested.message);
    resend.start(requested.resendInSeconds);
    setStep(requested.channel === 'sms' ? 'code' : 'link-sent');
  }

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('identifier') ?? '');
    const parsed = passwordResetRequestSchema.safeParse({ identifier: typed });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      form.setFieldErrors(errors);
      focusFirstError(event.currentTarget, ASK_FIELDS, errors);
      return;
    }
    const target = parsed.data.identifier;
    void form.run({
      busy: SENDING,
      fields: ASK_FIELDS,
      action: () => requestPasswordReset({ identifier: typed.trim() }),
      then: (requested) => {
        if (target.channel === 'sms') setMobile(target.mobile);
        sent(typed.trim(), requested);
      },
    });
  }

  function sendAgain() {
    void form.run({
      busy: SENDING,
      fields: [],
      action: () => requestPasswordReset({ identifier }),
      said: () => (step === 'code' ? 'We sent a new code' : 'We sent a new link'),
      then: (requested) => sent(identifier, requested),
    });
  }

  function setPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const parsed = passwordResetConfirmSchema.safeParse({
      mobile,
      code: values.get('code'),
      password: values.get('password'),
    });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      form.setFieldErrors(errors);
      focusFirstError(event.currentTarget, CODE_FIELDS, errors);
      return;
    }
    const request = { mobile, code: parsed.data.code, password: parsed.data.password };
    void form.run({
      busy: { title: 'Setting your password', subtitle: 'Checking your code' },
      fields: CODE_FIELDS,
      action: () => confirmPasswordReset(request),
      said: () => 'Password changed',
      then: () => setStep('done'),
    });
  }

  function startOver() {
    form.clearErrors();
    setStep('ask');
  }

  return {
    ...form,
    step,
    identifier,
    message,
    returnTo,
    resendInSeconds: resend.secondsLeft,
    ask,
    sendAgain,
    setPassword,
    startOver,
  };
}
