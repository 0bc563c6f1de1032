import { useState } from 'react';
import { fieldErrors, loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import { STORE_SETTING_LABELS, type StoreSettingName } from '@storefront/shared/constants';
import { storeSettingsSchema, type OperatorStore } from '@storefront/shared/contracts';
import { saveStoreSettings } from '../api/store-settings-api';
import {
  readStoreSettingsForm,
  type StoreSettingsFormValues,
} from '../lib/read-store-settings-form';
import { focusFirstError, isOneOf, saveWithLoader } from '@storefront/ui';

/** The form's fields in the order they appear; each is an input's name and the API's field. */
export const STORE_SETTING_FIELDS = Object.keys(STORE_SETTING_LABELS) as StoreSettingName[];
export type StoreSettingsErrors = Partial<Record<StoreSettingName, string>>;

/** 'openingHours.2.closes' → 'openingHours': the hours show one error for the week. */
const settingOf = (field: string | undefined) => field?.split('.')[0];

/**
 * Saves the whole form, checked with the API's own schema first; the API's
 * refusals show beside their fields.
 */
export function useStoreSettingsForm(onSaved: (saved: OperatorStore) => void) {
  const [errors, setErrors] = useState<StoreSettingsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function show(found: StoreSettingsErrors, form: HTMLFormElement) {
    setErrors(found);
    focusFirstError(form, STORE_SETTING_FIELDS, found);
  }

  /** True when the settings were saved. */
  async function save(values: StoreSettingsFormValues, form: HTMLFormElement): Promise<boolean> {
    setFormError(null);
    const { input, problems } = readStoreSettingsForm(values);
    const parsed = storeSettingsSchema.safeParse(input);
    const found: StoreSettingsErrors = {};
    if (!parsed.success) {
      for (const [field, message] of Object.entries(fieldErrors(parsed.error))) {
        if (isOneOf(STORE_SETTING_FIELDS, field)) found[field] ??= message;
      }
    }
    // What could not be read says so, not what the schema made of it.
    Object.assign(found, problems);
    if (!parsed.success || Object.keys(found).length > 0) {
      show(found, form);
      if (Object.keys(found).length === 0) setFormError('Check the form and try again.');
      return false;
    }

    setErrors({});
    setSaving(true);
    const outcome = await saveWithLoader(
      { title: 'Saving the store settings', subtitle: parsed.data.name },
      () => saveStoreSettings(parsed.data),
    );
    setSaving(false);
    if (!outcome.ok) {
      const { field, message } = outcome.failure;
      const setting = settingOf(field);
      if (isOneOf(STORE_SETTING_FIELDS, setting)) show({ [setting]: message }, form);
      else setFormError(message);
      return false;
    }
    loaderService.success('Store settings saved', MESSAGE_DISPLAY_MS);
    onSaved(outcome.result);
    return true;
  }

  return { save, errors, formError, saving };
}
