import { FormField } from '@storefront/ui';

// The storefront's forms put the focus on the first field in error, whose
// description then reads the error out: announcing it too would say it twice.

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
      announceError={false}
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
      announceError={false}
      required
    />
  );
}
