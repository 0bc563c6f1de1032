import { FormAlert, FormField } from '@storefront/ui';
import { useChangePassword, type PasswordField } from '../hooks/use-change-password';

const FIELDS: { name: PasswordField; label: string; autoComplete: string; hint?: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters.',
  },
  { name: 'confirmPassword', label: 'Confirm the new password', autoComplete: 'new-password' },
];

/** The current password, then the new one twice. */
export function ChangePasswordForm() {
  const { submit, ...form } = useChangePassword();

  return (
    <form className="db-form" noValidate onSubmit={submit} aria-labelledby="db-change-password">
      <h2 id="db-change-password">Change password</h2>
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          {...field}
          {...form.field(field.name)}
          type="password"
          required
        />
      ))}
      <FormAlert>{form.formError}</FormAlert>
      {form.done && (
        <p className="db-note" role="status">
          Your password is changed. Your other devices are signed out.
        </p>
      )}
      <button type="submit" className="db-button" disabled={form.saving}>
        {form.saving ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
