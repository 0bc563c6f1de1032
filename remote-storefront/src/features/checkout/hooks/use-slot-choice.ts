import { useEffect } from 'react';
import { useApi } from '@storefront/shared';
import type { DeliveryOption } from '@storefront/shared/contracts';
import { getSlots } from '../api/get-slots';
import { draftSlotOf, sameSlot, slotToKeep, type DraftSlot } from './slot-choice';
import { useEffectEvent } from '../../../hooks/use-effect-event';

/**
 * The slots of the option picked, loaded again whenever it changes, and the
 * one chosen: the kept one while it still has room, else the earliest with
 * room. The choice goes to the draft as soon as it is known, so the summary
 * and a reload show it; none when the store offers no slots for the option.
 */
export function useSlotChoice(
  option: DeliveryOption,
  kept: DraftSlot | null | undefined,
  onChange: (slot: DraftSlot | null) => void,
) {
  const {
    data: slots,
    failure,
    retry,
  } = useApi(`slots-${option}`, (signal) => getSlots(option, signal));
  const chosen = slots ? slotToKeep(slots, kept) : undefined;

  const keep = useEffectEvent(onChange);
  useEffect(() => {
    if (slots && !sameSlot(chosen, kept)) keep(chosen ? draftSlotOf(chosen) : null);
  }, [slots, chosen, kept]);

  return {
    slots,
    failure,
    retry,
    chosen,
    /** Every slot offered is full: there is nothing to choose. */
    allFull: slots !== undefined && slots.length > 0 && chosen === undefined,
    /** Loaded, and either a slot is chosen or the store offers none for the option. */
    ready: slots !== undefined && (slots.length === 0 || chosen !== undefined),
  };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;
