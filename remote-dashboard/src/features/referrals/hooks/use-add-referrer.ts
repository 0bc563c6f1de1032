import type { AddReferrerRequest } from '@storefront/shared/contracts';
import { useMutation, useSchemaForm } from '@storefront/ui';
import { addReferrer } from '../api/add-referrer';

/** Adds a friend's code: checked as the API checks it, refusals shown on the field. */
export function useAddReferrer(onAdded: () => Promise<void> | void) {
  const form = useSchemaForm({
    fields: ['code'],
    initial: { code: '' },
    schema: async () => (await import('@storefront/shared/contracts')).addReferrerSchema,
  });
  const add = useMutation(
    async (request: AddReferrerRequest) => {
      await addReferrer(request);
      await onAdded();
    },
    {
      busy: () => ({ title: 'Adding your friend’s code', subtitle: 'Checking the code' }),
      success: () => 'Code added',
    },
  );

  const submit = form.handleSubmit(async (request: AddReferrerRequest) => {
    const outcome = await add.mutate(request);
    // The code is the form's one field: whatever the API refuses is said beside it.
    return outcome.ok ? outcome : { ok: false, failure: { ...outcome.failure, field: 'code' } };
  });

  return { form, submit };
}
