import { useState, type FormEvent } from 'react';
import { fieldErrors, useApi, useSearchParams } from '@storefront/shared';
import { staffInvitationAcceptSchema } from '@storefront/shared/contracts';
import { focusFirstError } from '@storefront/ui';
import { useFormRun } from '../../../hooks/use-form-run';
import { acceptStaffInvitation, getStaffInvitation } from '../api/staff-invitation';

const FIELDS = ['name', 'mobile', 'password'];

/**
 * /staff-invite?token=… — the e-mailed invitation: what it offers, then the
 * person's name, mobile and password, checked as sign-up checks them.
 */
export function useStaffInvitation() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const invitation = useApi(token ? `staff-invitation:${token}` : null, (signal) =>
    getStaffInvitation(token, signal),
  );
  const [done, setDone] = useState(false);
  const form = useFormRun();

  function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = staffInvitationAcceptSchema.safeParse({
      token,
      name: data.get('name'),
      mobile: data.get('mobile'),
      password: data.get('password'),
    });
    if (!parsed.success) {
      const { token: badLink, ...errors } = fieldErrors(parsed.error);
      form.setFieldErrors(errors);
      form.setFormError(badLink ?? null);
      focusFirstError(event.currentTarget, FIELDS, errors);
      return;
    }
    const request = parsed.data;
    void form.run({
      busy: { title: 'Making your staff account', subtitle: 'This takes a moment' },
      fields: FIELDS,
      action: () => acceptStaffInvitation(request),
      said: () => 'Account ready',
      then: () => setDone(true),
    });
  }

  return { ...form, hasToken: token !== '', invitation, done, accept };
}
