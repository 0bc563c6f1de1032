import { writeSession } from '@storefront/shared';
import type { Account, UpdateProfileRequest } from '@storefront/shared/contracts';
import { useMutation, useSchemaForm } from '@storefront/ui';
import { updateProfile } from '../api/update-profile';

// The schemas (zod) load when the form is first saved, not with the
// dashboard's first page: running them was the longest task of the first
// visit (docs/performance.md). Fetched ahead at the lowest priority.
const loadContracts = () => import(/* webpackPrefetch: true */ '@storefront/shared/contracts');

/**
 * The name and e-mail form, checked with the API's own schema and saved; the
 * header follows through writeSession, and so does the end of an imported
 * customer's welcome (the API clears the flag on save).
 */
export function useProfileDetails(account: Account, onSaved: (account: Account) => void) {
  const form = useSchemaForm({
    fields: ['name', 'email'],
    initial: { name: account.name, email: account.email ?? '' },
    schema: async () => (await loadContracts()).updateProfileSchema,
  });
  const save = useMutation(
    async (profile: UpdateProfileRequest) => {
      const saved = await updateProfile(profile);
      writeSession(saved);
      return saved;
    },
    {
      busy: () => ({ title: 'Saving your profile', subtitle: 'Updating your details' }),
      success: () => 'Profile saved',
    },
  );

  const submit = form.handleSubmit(async (profile) => {
    const outcome = await save.mutate(profile);
    if (outcome.ok) onSaved(outcome.result);
    return outcome;
  });

  return { form, submit };
}
