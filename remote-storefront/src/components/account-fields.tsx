import { FormField } from '@storefront/ui';

// The storefront's forms put the focus on the first field in error, whose
// description then reads the error out: announcing it too would say it twice.

/** The field where a customer chooses a new password: at sign-up's rules, saved by password managers as new. */
export function NewPasswordField({
  error,
  label = 'New password',
}: {
  error?: string;
  label?: string;
}) {
  return (
    <FormField
      name="password"
      label={label}
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

/** A new account's name, as sign-up asks for it. */
export function FullNameField({ error }: { error?: string }) {
  return (
    <FormField
      name="name"
      label="Full name"
      autoComplete="name"
      error={error}
      required
      announceError={false}
    />
  );
}

/** A new account's mobile number, as sign-up asks for it. */
export function MobileField({ error, hint }: { error?: string; hint?: string }) {
  return (
    <FormField
      name="mobile"
      label="Mobile number"
      type="tel"
      autoComplete="tel"
      hint={hint}
      error={error}
      required
      announceError={false}
    />
  );
}
