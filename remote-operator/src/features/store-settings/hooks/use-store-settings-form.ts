import { STORE_SETTING_LABELS, type StoreSettingName } from '@storefront/shared/constants';
import type { OperatorStore } from '@storefront/shared/operator-contracts';
import { inFormTerms, readingSchema, useMutation, useSchemaForm } from '@storefront/ui';
import { saveStoreSettings } from '../api/store-settings-api';
import { readStoreSettingsForm, valuesOf } from '../lib/read-store-settings-form';

// The schemas (zod) load when the form is first sent, not with the page.
const loadContracts = () => import('@storefront/shared/operator-contracts');

/** The form's fields in the order they appear; each is an input's name and the API's field. */
export const STORE_SETTING_FIELDS = Object.keys(STORE_SETTING_LABELS) as StoreSettingName[];

/**
 * Saves the whole form, checked with the API's own schema first; the API's
 * refusals show beside their fields (the hours, one error for the week).
 */
export function useStoreSettingsForm(
  settings: OperatorStore['settings'],
  onSaved: (saved: OperatorStore) => void,
) {
  const form = useSchemaForm({
    fields: STORE_SETTING_FIELDS,
    initial: valuesOf(settings),
    schema: async () =>
      readingSchema((await loadContracts()).storeSettingsSchema, readStoreSettingsForm),
  });
  const save = useMutation(saveStoreSettings, {
    busy: (input) => ({ title: 'Saving the store settings', subtitle: input.name }),
    success: () => 'Store settings saved',
  });

  const submit = form.handleSubmit(async (input) => {
    // The API names an hour by its path (openingHours.2.closes): the week's hours show it.
    const outcome = inFormTerms(await save.mutate(input), {});
    if (outcome.ok) onSaved(outcome.result);
    return outcome;
  });

  return { ...form, submit };
}
