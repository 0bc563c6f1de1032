import { useState } from 'react';
import {
  describeApiError,
  loaderService,
  writeSession,
  MESSAGE_DISPLAY_MS,
  fieldErrors,
} from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { updateProfile } from '../api/update-profile';
import { focusFirstError, isOneOf } from '@storefront/ui';

// The schemas (zod) load when the form is first saved, not with the
// dashboard's first page: running them was the longest task of the first
// visit (docs/performance.md). Fetched ahead at the lowest priority.
const loadContracts = () => import(/* webpackPrefetch: true */ '@storefront/shared/contracts');

const FIELDS = ['name', 'email'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Checks and saves the name and e-mail; the header follows through writeSession,
 * and so does the end of an imported customer's welcome (the API clears the flag on save).
 */
export function useProfileDetails(onSaved: (account: Account) => void) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(values: { name: string; email: string }, form: HTMLFormElement) {
    setFormError(null);
    const { updateProfileSchema } = await loadContracts();
    const parsed = updateProfileSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error, FIELDS);
      setErrors(found);
      focusFirstError(form, FIELDS, found);
      return;
    }
    setErrors({});
    setSaving(true);
    loaderService.show({ title: 'Saving your profile', subtitle: 'Updating your details' });
    try {
      const account = await updateProfile(parsed.data);
      writeSession(account);
      loaderService.success('Profile saved');
      onSaved(account);
    } catch (error) {
      const failure = describeApiError(error);
      loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      if (isOneOf(FIELDS, failure.field)) setErrors({ [failure.field]: failure.message });
      else setFormError(failure.message);
    } finally {
      setSaving(false);
    }
  }

  return { save, errors, formError, saving };
}
