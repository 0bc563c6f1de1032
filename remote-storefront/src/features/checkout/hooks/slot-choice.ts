import type { ApiFailure } from '@storefront/shared';
import type { CheckoutDraft, Slot } from '@storefront/shared/contracts';

/** The slot kept in the draft: which one, and its times to show without asking again. */
export type DraftSlot = NonNullable<CheckoutDraft['slot']>;

/** Few enough places left to say how many. */
export const FEW_LEFT = 3;

export const sameSlot = (a: DraftSlot | Slot | null | undefined, b: DraftSlot | null | undefined) =>
  a?.windowId === b?.windowId && a?.date === b?.date;

export function draftSlotOf({ windowId, date, startsAt, endsAt }: Slot): DraftSlot {
  return { windowId, date, startsAt, endsAt };
}

/** The kept slot while it is still offered with room, otherwise the earliest one with room. */
export function slotToKeep(slots: Slot[], kept: DraftSlot | null | undefined): Slot | undefined {
  const open = slots.filter((slot) => slot.remaining > 0);
  return open.find((slot) => sameSlot(slot, kept)) ?? open[0];
}

/** The slot asked for cannot be had: it filled up, its cut-off passed, or it is not offered. */
export function refusesSlot(failure: ApiFailure | null): failure is ApiFailure {
  if (failure === null) return false;
  const { code, field = '' } = failure;
  return (
    code === 'SLOT_FULL' || code === 'SLOT_CLOSED' || field === 'slot' || field.startsWith('slot.')
  );
}
