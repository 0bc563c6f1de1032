import { useState } from 'react';
import { describeApiError, loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import { addReferrerSchema } from '@storefront/shared/contracts';
import { addReferrer } from '../api/add-referrer';

/** Adds a friend's code: checked as the API checks it, refusals shown on the field. */
export function useAddReferrer(onAdded: () => Promise<void> | void) {
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(typed: string) {
    const parsed = addReferrerSchema.safeParse({ code: typed });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Check the code');
      return;
    }
    setFieldError(null);
    setSaving(true);
    loaderService.show({ title: 'Adding your friend’s code', subtitle: 'Checking the code' });
    try {
      await addReferrer(parsed.data);
      await onAdded();
      loaderService.success('Code added');
    } catch (error) {
      const failure = describeApiError(error);
      loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      setFieldError(failure.message);
    } finally {
      setSaving(false);
    }
  }

  return { submit, fieldError, saving };
}
