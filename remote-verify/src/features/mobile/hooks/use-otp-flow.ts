import { useRef, useState } from 'react';
import { updateSession, useCountdown, writeSession } from '@storefront/shared';
import type { OtpSent, VerifyOtpRequest } from '@storefront/shared/contracts';
import { useMutation } from '@storefront/ui';
import { readRetryAfter, sendOtp } from '../api/send-otp';
import { verifyOtp } from '../api/verify-otp';

// The schemas (zod and the phone number rules) load when the code is first
// checked, not with the page: running them was the longest task of the first
// visit (docs/performance.md). Fetched ahead at the lowest priority.
const loadContracts = () => import(/* webpackPrefetch: true */ '@storefront/shared/contracts');

// Codes that cannot be used again: the customer needs a new one.
const DEAD_CODE_ERRORS = ['OTP_EXPIRED', 'OTP_TOO_MANY_TRIES', 'OTP_NOT_FOUND'];
// The API's resend wait, for when a refusal's Retry-After cannot be read.
const DEFAULT_RESEND_SECONDS = 60;

export interface OtpFlowOptions {
  /** The API says the number is verified already. */
  onAlreadyVerified: () => void;
  /** The code was right; the device already knows. */
  onVerified: () => void;
}

/**
 * Send a code, then check it. API errors go to the loader and stay inline:
 * a wrong code beside the input, anything else above the form.
 */
export function useOtpFlow({ onAlreadyVerified, onVerified }: OtpFlowOptions) {
  const [sent, setSent] = useState<OtpSent | null>(null);
  const [code, setCode] = useState('');
  const [codeRequested, setCodeRequested] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const resend = useCountdown();
  // The device knows the number is verified before the loader says so.
  const checkCode = useMutation(
    async (request: VerifyOtpRequest) => writeSession((await verifyOtp(request)).user),
    {
      busy: () => ({ title: 'Checking your code', subtitle: 'This takes a moment' }),
      // Brief: the page the customer goes back to is what they want.
      success: () => 'Your mobile number is verified',
      glance: true,
    },
  );
  // The API's wait before another code (its Retry-After), read from the last refusal.
  const refusedFor = useRef<number | null>(null);
  const sendCode = useMutation(
    async () => {
      refusedFor.current = null;
      try {
        return await sendOtp();
      } catch (error) {
        refusedFor.current = readRetryAfter(error);
        throw error;
      }
    },
    { busy: () => ({ title: 'Sending your code', subtitle: 'It arrives by text message' }) },
  );

  async function send() {
    setAlert(null);
    setCodeError(null);
    const outcome = await sendCode.mutate(undefined);
    if (outcome.ok) {
      setSent(outcome.result);
      setCode('');
      setCodeRequested(true);
      resend.start(outcome.result.resendInSeconds);
      return;
    }
    const { failure } = outcome;
    if (failure.code === 'MOBILE_ALREADY_VERIFIED') {
      updateSession({ mobileVerified: true });
      onAlreadyVerified();
      return;
    }
    setAlert(failure.message);
    const wait = refusedFor.current;
    // Too soon means a recent code is still live, so the customer can type it in.
    if (failure.code === 'OTP_TOO_SOON') {
      setCodeRequested(true);
      resend.start(wait ?? DEFAULT_RESEND_SECONDS);
    } else if (wait !== null) {
      resend.start(wait);
    }
  }

  async function verify() {
    setAlert(null);
    const { verifyOtpSchema } = await loadContracts();
    const parsed = verifyOtpSchema.safeParse({ code });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? 'Enter the 6-digit code');
      return;
    }
    setCodeError(null);
    const outcome = await checkCode.mutate(parsed.data);
    if (outcome.ok) {
      onVerified();
      return;
    }
    const { failure } = outcome;
    if (failure.field === 'code') setCodeError(failure.message);
    else setAlert(failure.message);
    if (DEAD_CODE_ERRORS.includes(failure.code)) setCode('');
  }

  return {
    sent,
    code,
    setCode,
    codeRequested,
    codeError,
    alert,
    working: sendCode.running || checkCode.running,
    resendSecondsLeft: resend.secondsLeft,
    send,
    verify,
  };
}
