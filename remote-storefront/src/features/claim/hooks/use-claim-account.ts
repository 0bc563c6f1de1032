import { useState, type FormEvent } from 'react';
import {
  useLocation,
  useNavigate,
  describeApiError,
  loaderService,
  safeReturnTo,
  useCountdown,
  type LoaderBusy,
  MESSAGE_DISPLAY_MS,
  fieldErrors as errorsByField,
} from '@storefront/shared';
import { claimCompleteSchema, claimStartSchema } from '@storefront/shared/contracts';
import { completeClaim, startClaim } from '../api/claim-account';
import { signInWithCart } from '../../../cart/sign-in-with-cart';

export type ClaimStep = 'mobile' | 'code';
export type ClaimFieldErrors = Partial<Record<'mobile' | 'code' | 'password', string>>;

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
  const [fieldErrors, setFieldErrors] = useState<ClaimFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const resend = useCountdown();

  /** Runs one API call behind the loader; a failure lands by its field on this step, or above the button. */
  async function run<Result>(
    busy: LoaderBusy,
    action: () => Promise<Result>,
    onDone: (result: Result) => Promise<void> | void,
  ) {
    setFieldErrors({});
    setFormError(null);
    setSubmitting(true);
    loaderService.show(busy);
    try {
      await onDone(await action());
    } catch (error) {
      const failure = describeApiError(error);
      loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      if (failure.field && STEP_FIELDS[step].includes(failure.field)) {
        setFieldErrors({ [failure.field]: failure.message });
      } else setFormError(failure.message);
    } finally {
      setSubmitting(false);
    }
  }

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
    void run(
      { title: 'Sending your code', subtitle: 'This takes a moment' },
      () => startClaim(request),
      (started) => {
        loaderService.close();
        codeSent(request.mobile, started);
      },
    );
  }

  function resendCode() {
    void run(
      { title: 'Sending a new code', subtitle: 'This takes a moment' },
      () => startClaim({ mobile }),
      (started) => {
        loaderService.success('We sent a new code');
        codeSent(mobile, started);
      },
    );
  }

  function claim(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = claimCompleteSchema.safeParse({
      mobile,
      code: form.get('code'),
      password: form.get('password'),
    });
    if (!parsed.success) {
      setFieldErrors(errorsByField(parsed.error));
      return;
    }
    const request = parsed.data;
    void run(
      { title: 'Claiming your account', subtitle: 'Checking your code' },
      () => completeClaim(request),
      async (response) => {
        await signInWithCart(response);
        loaderService.success(`Welcome, ${response.user.name}`);
        navigate(returnTo, { replace: true });
      },
    );
  }

  function changeNumber() {
    setFieldErrors({});
    setFormError(null);
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
