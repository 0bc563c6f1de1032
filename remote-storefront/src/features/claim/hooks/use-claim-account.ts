import { useState, type FormEvent } from 'react';
import {
  useLocation,
  useNavigate,
  safeReturnTo,
  useCountdown,
  fieldErrors as errorsByField,
} from '@storefront/shared';
import { claimCompleteSchema, claimStartSchema } from '@storefront/shared/contracts';
import { completeClaim, startClaim } from '../api/claim-account';
import { signInWithCart } from '../../../cart/sign-in-with-cart';
import { useFormRun } from '../../../hooks/use-form-run';

export type ClaimStep = 'mobile' | 'code';

// A failure lands by its field on the step's form, or above the button.
const STEP_FIELDS: Record<ClaimStep, readonly string[]> = {
  mobile: ['mobile'],
  code: ['code', 'password'],
};

/**
 * An imported customer's first sign-in: a texted code to the mobile number the
 * store has, then that code and a new password. Success signs in like login.
 */
export function useClaimAccount() {
  const navigate = useNavigate();
  const returnTo = safeReturnTo(useLocation().search);
  const [step, setStep] = useState<ClaimStep>('mobile');
  const [mobile, setMobile] = useState('');
  const [expiresInSeconds, setExpiresInSeconds] = useState(0);
  const form = useFormRun();
  const { fieldErrors, setFieldErrors, formError, submitting, clearErrors } = form;
  const resend = useCountdown();

  function codeSent(to: string, started: { expiresInSeconds: number; resendInSeconds: number }) {
    setMobile(to);
    setExpiresInSeconds(started.expiresInSeconds);
    resend.start(started.resendInSeconds);
    setStep('code');
  }

  function requestCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = claimStartSchema.safeParse(
      Object.fromEntries(new FormData(event.currentTarget)),
    );
    if (!parsed.success) {
      setFieldErrors(errorsByField(parsed.error));
      return;
    }
    const request = parsed.data;
    void form.run({
      busy: { title: 'Sending your code', subtitle: 'This takes a moment' },
      fields: STEP_FIELDS.mobile,
      action: () => startClaim(request),
      then: (started) => codeSent(request.mobile, started),
    });
  }

  function resendCode() {
    void form.run({
      busy: { title: 'Sending a new code', subtitle: 'This takes a moment' },
      fields: STEP_FIELDS.code,
      action: () => startClaim({ mobile }),
      said: () => 'We sent a new code',
      then: (started) => codeSent(mobile, started),
    });
  }

  function claim(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const parsed = claimCompleteSchema.safeParse({
      mobile,
      code: values.get('code'),
      password: values.get('password'),
    });
    if (!parsed.success) {
      setFieldErrors(errorsByField(parsed.error));
      return;
    }
    const request = parsed.data;
    void form.run({
      busy: { title: 'Claiming your account', subtitle: 'Checking your code' },
      fields: STEP_FIELDS.code,
      // Signed in on this device too, before the loader says so.
      action: async () => {
        const response = await completeClaim(request);
        await signInWithCart(response);
        return response;
      },
      said: (response) => `Welcome, ${response.user.name}`,
      then: () => navigate(returnTo, { replace: true }),
    });
  }

  function changeNumber() {
    clearErrors();
    setStep('mobile');
  }

  return {
    step,
    mobile,
    expiresInSeconds,
    resendInSeconds: resend.secondsLeft,
    fieldErrors,
    formError,
    submitting,
    returnTo,
    requestCode,
    resendCode,
    claim,
    changeNumber,
  };
}
