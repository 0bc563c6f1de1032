import type { DeliveryOption } from '@storefront/shared/contracts';
import type { SlotWindow, SlotWindowInput } from '@storefront/shared/operator-contracts';

/** What the window form holds: its inputs' text, and whether the window takes orders. */
export interface SlotWindowFormValues {
  deliveryOption: DeliveryOption;
  /** '1' (Monday) to '7' (Sunday): the select's value. */
  weekday: string;
  /** Time inputs' values: '09:00', or '' while empty. */
  startTime: string;
  endTime: string;
  capacity: string;
  cutoffMinutes: string;
  active: boolean;
}

export const NEW_SLOT_WINDOW: SlotWindowFormValues = {
  deliveryOption: 'delivery',
  weekday: '1',
  startTime: '',
  endTime: '',
  capacity: '',
  // Two hours leaves time to pick and pack; the operator changes it per window.
  cutoffMinutes: '120',
  active: true,
};

/** A window as its edit form starts. */
export const valuesOf = (slotWindow: SlotWindow): SlotWindowFormValues => ({
  deliveryOption: slotWindow.deliveryOption,
  weekday: String(slotWindow.weekday),
  startTime: slotWindow.startTime,
  endTime: slotWindow.endTime,
  capacity: String(slotWindow.capacity),
  cutoffMinutes: String(slotWindow.cutoffMinutes),
  active: slotWindow.active,
});

type Problems = Partial<Record<'startTime' | 'endTime' | 'capacity' | 'cutoffMinutes', string>>;

/** '10' → 10; undefined when it is not a whole number. */
const readWholeNumber = (text: string) =>
  /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined;

/**
 * The form's values as the API's input, with what could not be read (an
 * empty time, a number that is not a whole number) by field; the schema
 * checks the rest.
 */
export function readSlotWindowForm(values: SlotWindowFormValues): {
  input: Record<keyof SlotWindowInput, unknown>;
  problems: Problems;
} {
  const problems: Problems = {};
  if (!values.startTime) problems.startTime = 'Enter the start time';
  if (!values.endTime) problems.endTime = 'Enter the end time';
  const capacity = readWholeNumber(values.capacity);
  if (capacity === undefined) {
    problems.capacity = values.capacity.trim()
      ? 'Enter a whole number of orders, e.g. 10'
      : 'Enter how many orders the slot takes';
  }
  const cutoffMinutes = readWholeNumber(values.cutoffMinutes);
  if (cutoffMinutes === undefined) {
    problems.cutoffMinutes = values.cutoffMinutes.trim()
      ? 'Enter a whole number of minutes, e.g. 120'
      : 'Enter the cut-off in minutes; 0 takes orders until the start';
  }
  return {
    input: {
      deliveryOption: values.deliveryOption,
      weekday: Number(values.weekday),
      startTime: values.startTime,
      endTime: values.endTime,
      capacity,
      cutoffMinutes,
      active: values.active,
    },
    problems,
  };
}
