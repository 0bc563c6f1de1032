import type { SlotWindow, SlotWindowInput } from '@storefront/shared/operator-contracts';
import { inFormTerms, readingSchema, useMutation, useSchemaForm } from '@storefront/ui';
import { createSlotWindow } from '../api/create-slot-window';
import { updateSlotWindow } from '../api/update-slot-window';
import { NEW_SLOT_WINDOW, readSlotWindowForm, valuesOf } from '../lib/read-slot-window-form';
import { windowName } from '../lib/slot-window-words';

// The schemas (zod) load when the form is first sent, not with the page. Not
// prefetched: each webpackPrefetch is a line in remoteEntry.js, whose size
// the dashboard's entry budget counts.
const loadContracts = () => import('@storefront/shared/operator-contracts');

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

// The schema's messages start with the API's field name ('capacity is at
// least 1'); the operator reads the form's words instead.
const TERMS = {
  words: {
    startTime: 'The start',
    endTime: 'The end',
    capacity: 'The capacity',
    cutoffMinutes: 'The cut-off',
  },
};

/**
 * Adds a window (`slotWindow` null) or saves changes to one, checked with the
 * API's own schema first; the API's refusals (a start already taken that day,
 * a bad field) show beside their fields.
 */
export function useSlotWindowForm(
  slotWindow: SlotWindow | null,
  onSaved: (saved: SlotWindow) => void,
) {
  const form = useSchemaForm({
    fields: SLOT_WINDOW_FIELDS,
    initial: slotWindow ? valuesOf(slotWindow) : NEW_SLOT_WINDOW,
    schema: async () =>
      readingSchema((await loadContracts()).slotWindowInputSchema, readSlotWindowForm, TERMS),
  });
  const save = useMutation(
    (input: SlotWindowInput) =>
      slotWindow ? updateSlotWindow(slotWindow.id, input) : createSlotWindow(input),
    {
      busy: (input) => ({
        title: slotWindow ? 'Saving the window' : 'Adding the window',
        subtitle: `${input.startTime}–${input.endTime}`,
      }),
      success: (saved) => `${windowName(saved)} ${slotWindow ? 'saved' : 'added'}`,
    },
  );

  const submit = form.handleSubmit(async (input) => {
    const outcome = inFormTerms(await save.mutate(input), TERMS);
    if (outcome.ok) {
      onSaved(outcome.result);
      // Another window is often added beside this one: the option, day and numbers stay.
      if (!slotWindow) form.setValues((current) => ({ ...current, startTime: '', endTime: '' }));
    }
    return outcome;
  });

  return { ...form, submit };
}
