import { useState } from 'react';
import { fieldErrors, loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import type { SlotWindow } from '@storefront/shared/contracts';
import { createSlotWindow } from '../api/create-slot-window';
import { updateSlotWindow } from '../api/update-slot-window';
import { readSlotWindowForm, type SlotWindowFormValues } from '../lib/read-slot-window-form';
import { windowName } from '../lib/slot-window-words';
import { focusFirstError, isOneOf, saveWithLoader } from '@storefront/ui';

// The schemas (zod) load when the form is first sent, not with the page. Not
// prefetched: each webpackPrefetch is a line in remoteEntry.js, whose size
// the dashboard's entry budget counts.
const loadContracts = () => import('@storefront/shared/contracts');

/** The form's fields in the order they appear; each is an input's name and the API's field. */
export const SLOT_WINDOW_FIELDS = [
  'deliveryOption',
  'weekday',
  'startTime',
  'endTime',
  'capacity',
  'cutoffMinutes',
  'active',
] as const;
export type SlotWindowField = (typeof SLOT_WINDOW_FIELDS)[number];
export type SlotWindowErrors = Partial<Record<SlotWindowField, string>>;

// The schema's messages start with the API's field name ('capacity is at
// least 1'); the operator reads the form's words instead.
const FIELD_WORDS: Partial<Record<SlotWindowField, string>> = {
  startTime: 'The start',
  endTime: 'The end',
  capacity: 'The capacity',
  cutoffMinutes: 'The cut-off',
};

function inFormWords(field: SlotWindowField, message: string): string {
  const words = FIELD_WORDS[field];
  return words && message.startsWith(`${field} `) ? words + message.slice(field.length) : message;
}

/**
 * Adds a window (`slotWindow` null) or saves changes to one, checked with the
 * API's own schema first; the API's refusals (a start already taken that day,
 * a bad field) show beside their fields.
 */
export function useSlotWindowForm(
  slotWindow: SlotWindow | null,
  onSaved: (saved: SlotWindow) => void,
) {
  const [errors, setErrors] = useState<SlotWindowErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function show(found: SlotWindowErrors, form: HTMLFormElement) {
    setErrors(found);
    focusFirstError(form, SLOT_WINDOW_FIELDS, found);
  }

  /** True when the window was saved. */
  async function save(values: SlotWindowFormValues, form: HTMLFormElement): Promise<boolean> {
    setFormError(null);
    const { slotWindowInputSchema } = await loadContracts();
    const { input, problems } = readSlotWindowForm(values);
    const parsed = slotWindowInputSchema.safeParse(input);
    const found: SlotWindowErrors = {};
    if (!parsed.success) {
      for (const [field, message] of Object.entries(fieldErrors(parsed.error))) {
        if (isOneOf(SLOT_WINDOW_FIELDS, field)) found[field] ??= inFormWords(field, message);
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
      {
        title: slotWindow ? 'Saving the window' : 'Adding the window',
        subtitle: `${parsed.data.startTime}–${parsed.data.endTime}`,
      },
      () =>
        slotWindow ? updateSlotWindow(slotWindow.id, parsed.data) : createSlotWindow(parsed.data),
    );
    setSaving(false);
    if (!outcome.ok) {
      const { field, message } = outcome.failure;
      if (isOneOf(SLOT_WINDOW_FIELDS, field)) show({ [field]: inFormWords(field, message) }, form);
      else setFormError(message);
      return false;
    }
    const saved = outcome.result;
    loaderService.success(
      `${windowName(saved)} ${slotWindow ? 'saved' : 'added'}`,
      MESSAGE_DISPLAY_MS,
    );
    onSaved(saved);
    return true;
  }

  return { save, errors, formError, saving };
}
