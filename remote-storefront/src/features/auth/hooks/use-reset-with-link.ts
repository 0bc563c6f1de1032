import { useState, type FormEvent } from 'react';
import { useSearchParams, fieldErrors } from '@storefront/shared';
import { passwordResetConfirmSchema } from '@storefront/shared/contracts';
import { confirmPasswordReset } from '../api/password-reset';
import { focusFirstError } from '@storefront/ui';
import { useFormRun } from '../../../hooks/use-form-run';

const PASSWORD = ['password'];

/** /reset-password?token=… — the e-mailed link: the customer chooses the new password. */
export function useResetWithLink() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const form = useFormRun();

  function setPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordResetConfirmSchema.safeParse({
      token,
      password: new FormData(event.currentTarget).get('password'),
    });
    if (!parsed.success) {
      const { token: badLink, ...errors } = fieldErrors(parsed.error);
      // A link the page cannot use is not something the customer can fix in a field.
      form.setFieldErrors(errors);
      form.setFormError(badLink ?? null);
      focusFirstError(event.currentTarget, PASSWORD, errors);
      return;
    }
    const request = { token: parsed.data.token, password: parsed.data.password };
    void form.run({
      busy: { title: 'Setting your password', subtitle: 'This takes a moment' },
      fields: PASSWORD,
      action: () => confirmPasswordReset(request),
      said: () => 'Password changed',
      then: () => setDone(true),
    });
  }

  return { ...form, hasToken: token.trim() !== '', done, setPassword };
}
