import type { InputHTMLAttributes } from 'react';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /**
   * Read the error out as it appears (role=alert): for an answer the customer
   * waits for after pressing a button, rather than one they meet on the field.
   */
  announceError?: boolean;
}

/** A labelled input whose error is tied to it for screen readers. */
export function FormField({ name, label, error, hint, announceError, ...input }: FormFieldProps) {
  const id = `sf-field-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="sf-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          className="sf-field__error"
          role={announceError ? 'alert' : undefined}
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** The field where a customer chooses a new password: at sign-up's rules, saved by password managers as new. */
export function NewPasswordField({ error }: { error?: string }) {
  return (
    <FormField
      name="password"
      label="New password"
      type="password"
      autoComplete="new-password"
      hint="At least 8 characters."
      error={error}
      required
    />
  );
}

/** The field for a texted 6-digit code, filled in by the phone's one-time-code suggestion. */
export function TextedCodeField({ error, autoFocus }: { error?: string; autoFocus?: boolean }) {
  return (
    <FormField
      name="code"
      label="Code from the text message"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      autoFocus={autoFocus}
      error={error}
      required
    />
  );
}
