import { useState, type FormEvent } from 'react';
import { FormField } from '../../profile/components/form-field';
import { useChangePassword, type PasswordValues } from '../hooks/use-change-password';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

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
      <FormField
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={password.errors.currentPassword}
        required
      />
      <FormField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={values.newPassword}
        onChange={set('newPassword')}
        error={password.errors.newPassword}
        required
      />
      <FormField
        name="confirmPassword"
        label="Confirm the new password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={password.errors.confirmPassword}
        required
      />
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
