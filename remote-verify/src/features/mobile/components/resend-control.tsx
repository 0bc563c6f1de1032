export interface ResendControlProps {
  secondsLeft: number;
  disabled: boolean;
  onResend: () => void;
}

/** The wait before another code may be sent, then the button that sends it. */
export function ResendControl({ secondsLeft, disabled, onResend }: ResendControlProps) {
  if (secondsLeft > 0) {
    // role=timer stays silent for screen readers; announcing every second would drown the page.
    return (
      <p className="vf-resend" role="timer">
        You can ask for a new code in {secondsLeft} s
      </p>
    );
  }
  return (
    <p className="vf-resend">
      Didn&apos;t get it?{' '}
      <button
        type="button"
        className="vf-button vf-button--quiet"
        disabled={disabled}
        onClick={onResend}
      >
        Send a new code
      </button>
    </p>
  );
}
