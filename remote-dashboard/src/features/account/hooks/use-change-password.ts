import { useState, type FormEvent } from 'react';
import type { SchemaIssues } from '@storefront/shared';
import type { ChangePasswordRequest } from '@storefront/shared/contracts';
import { useMutation, useSchemaForm, type FormSchema } from '@storefront/ui';
import { changePassword } from '../api/change-password';

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordValues = Record<PasswordField, string>;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The API's own check of the two passwords it is sent (zod loads when the form
 * is first sent); the second new password must match a new one that passes.
 */
async function passwordsSchema(): Promise<FormSchema<ChangePasswordRequest>> {
  const { changePasswordSchema } = await import('@storefront/shared/contracts');
  return {
    safeParse(values) {
      const { currentPassword, newPassword, confirmPassword } = values as PasswordValues;
      const parsed = changePasswordSchema.safeParse({ currentPassword, newPassword });
      const issues: Array<SchemaIssues['issues'][number]> = parsed.success
        ? []
        : [...parsed.error.issues];
      if (
        !issues.some((issue) => issue.path[0] === 'newPassword') &&
        confirmPassword !== newPassword
      ) {
        issues.push({ path: ['confirmPassword'], message: 'The new passwords do not match' });
      }
      return parsed.success && issues.length === 0 ? parsed : { success: false, error: { issues } };
    },
  };
}

/** Checks the three boxes, changes the password, and says other devices are signed out. */
export function useChangePassword() {
  const [done, setDone] = useState(false);
  const form = useSchemaForm({ fields: PASSWORD_FIELDS, initial: EMPTY, schema: passwordsSchema });
  const change = useMutation(changePassword, {
    busy: () => ({ title: 'Changing your password', subtitle: 'Signing out other devices' }),
    success: () => 'Password changed',
    glance: true,
  });

  const handleSubmit = form.handleSubmit(async (input) => {
    const outcome = await change.mutate(input);
    if (outcome.ok) {
      setDone(true);
      form.setValues(EMPTY);
    }
    return outcome;
  });
  /** The form's onSubmit. */
  function submit(event: FormEvent<HTMLFormElement>) {
    setDone(false);
    void handleSubmit(event);
  }

  return { ...form, submit, done };
}
