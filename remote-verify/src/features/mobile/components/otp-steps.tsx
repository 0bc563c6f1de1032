import { Link, useNavigate } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { maskMobile } from './mask-mobile';
import { OtpCodeForm } from './otp-code-form';
import { ResendControl } from './resend-control';

export interface OtpStepsProps {
  account: Account;
  returnTo: string;
  onAlreadyVerified: () => void;
}

function describeExpiry(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.round(seconds / 60)} minutes`;
}

/** Step one sends a code to the account's number; step two checks it. */
export function OtpSteps({ account, returnTo, onAlreadyVerified }: OtpStepsProps) {
  const navigate = useNavigate();
  const flow = useOtpFlow({
    onAlreadyVerified,
    onVerified: () => navigate(returnTo, { replace: true }),
  });

  return (
    <>
      {flow.alert && (
        <p className="vf-alert" role="alert">
          {flow.alert}
        </p>
      )}
      {flow.codeRequested ? (
        <>
          <p>
            {flow.sent
              ? `We sent a code to ${flow.sent.sentTo}. It works for ${describeExpiry(flow.sent.expiresInSeconds)}.`
              : `Enter the code we texted to ${maskMobile(account.mobile)}.`}
          </p>
          <OtpCodeForm
            code={flow.code}
            error={flow.codeError}
            disabled={flow.working}
            onChange={flow.setCode}
            onSubmit={() => void flow.verify()}
          />
          <ResendControl
            secondsLeft={flow.resendSecondsLeft}
            disabled={flow.working}
            onResend={() => void flow.send()}
          />
        </>
      ) : (
        <>
          <p>
            We&apos;ll text a 6-digit code to your number{' '}
            <strong className="vf-number">{maskMobile(account.mobile)}</strong>.
          </p>
          <div className="vf-actions">
            <button
              type="button"
              className="vf-button"
              disabled={flow.working}
              onClick={() => void flow.send()}
            >
              Send code
            </button>
            <Link className="vf-link" to={returnTo}>
              Not now
            </Link>
          </div>
        </>
      )}
    </>
  );
}
