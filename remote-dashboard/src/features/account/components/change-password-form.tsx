import { useState, type FormEvent } from 'react';
import {
  useChangePassword,
  type PasswordField,
  type PasswordValues,
} from '../hooks/use-change-password';
import { FormField } from '@storefront/ui';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

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
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const password = useChangePassword(() => setValues(EMPTY));

  const set = (name: keyof PasswordValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void password.submit(values, event.currentTarget);
  }

  return (
    <form className="db-form" noValidate onSubmit={submit} aria-labelledby="db-change-password">
      <h2 id="db-change-password">Change password</h2>
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          {...field}
          type="password"
          value={values[field.name]}
          onChange={set(field.name)}
          error={password.errors[field.name]}
          required
        />
      ))}
      {password.formError && (
        <p className="db-alert" role="alert">
          {password.formError}
        </p>
      )}
      {password.done && (
        <p className="db-note" role="status">
          Your password is changed. Your other devices are signed out.
        </p>
      )}
      <button type="submit" className="db-button" disabled={password.saving}>
        {password.saving ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
