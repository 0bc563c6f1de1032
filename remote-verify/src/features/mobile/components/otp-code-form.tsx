import type { FormEvent } from 'react';
import { FormField } from '@storefront/ui';

export interface OtpCodeFormProps {
  code: string;
  error: string | null;
  disabled: boolean;
  onChange: (code: string) => void;
  onSubmit: () => void;
}

export function OtpCodeForm({ code, error, disabled, onChange, onSubmit }: OtpCodeFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="vf-form" noValidate onSubmit={submit}>
      <FormField
        name="code"
        label="6-digit code"
        className="vf-code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="\d{6}"
        // The customer just asked for the code, so the next thing they do is type it.
        autoFocus
        value={code}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        required
      />
      <button type="submit" className="vf-button" disabled={disabled}>
        Verify
      </button>
    </form>
  );
}
