import { useState } from 'react';
import {
  describeApiError,
  loaderService,
  MESSAGE_DISPLAY_MS,
  fieldErrors,
} from '@storefront/shared';
import { changePasswordSchema } from '@storefront/shared/contracts';
import { changePassword } from '../api/change-password';
import { focusFirstError, isOneOf } from '@storefront/ui';

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordValues = Record<PasswordField, string>;

/** Checks the three boxes, changes the password, and says other devices are signed out. */
export function useChangePassword(onChanged: () => void) {
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);

  async function submit(values: PasswordValues, form: HTMLFormElement) {
    setFormError(null);
    setDone(false);
    const parsed = changePasswordSchema.safeParse({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    const found = parsed.success ? {} : fieldErrors(parsed.error, PASSWORD_FIELDS);
    if (!found.newPassword && values.confirmPassword !== values.newPassword) {
      found.confirmPassword = 'The new passwords do not match';
    }
    setErrors(found);
    if (focusFirstError(form, PASSWORD_FIELDS, found) || !parsed.success) return;
    setSaving(true);
    loaderService.show({ title: 'Changing your password', subtitle: 'Signing out other devices' });
    try {
      await changePassword(parsed.data);
      loaderService.success('Password changed');
      setDone(true);
      onChanged();
    } catch (error) {
      const failure = describeApiError(error);
      loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      if (isOneOf(PASSWORD_FIELDS, failure.field)) {
        setErrors({ [failure.field]: failure.message });
      } else setFormError(failure.message);
    } finally {
      setSaving(false);
    }
  }

  return { submit, errors, formError, done, saving };
}
