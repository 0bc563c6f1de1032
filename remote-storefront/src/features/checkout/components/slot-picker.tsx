import { formatSlotDay, formatSlotTimes } from '@storefront/shared';
import type { DeliveryOption, Slot } from '@storefront/shared/contracts';
import { LoadError } from '@storefront/ui';
import { FEW_LEFT, sameSlot } from '../hooks/slot-choice';
import type { SlotChoice } from '../hooks/use-slot-choice';

export interface SlotPickerProps {
  option: DeliveryOption;
  choice: SlotChoice;
  onSelect: (slot: Slot) => void;
}

/** The slots in the store's calendar days, in the order they come (earliest first). */
function byDay(slots: Slot[]): Slot[][] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days.values()];
}

function placesLeft({ remaining }: Slot): string | null {
  if (remaining <= 0) return 'Full';
  return remaining <= FEW_LEFT ? `${remaining} left` : null;
}

/** The slots of one option, by day; a full one shows, but cannot be picked. */
export function SlotPicker({ option, choice, onSelect }: SlotPickerProps) {
  const { slots, failure, retry, chosen, allFull } = choice;
  const what = option === 'delivery' ? 'delivery' : 'pickup';

  if (failure) return <LoadError what={`the ${what} slots`} failure={failure} onRetry={retry} />;
  if (!slots) return <p role="status">Loading {what} slots…</p>;
  // The store offers no slots for this option: the order goes without one.
  if (slots.length === 0) return null;

  return (
    <fieldset className="sf-choices sf-slots">
      <legend>{option === 'delivery' ? 'Delivery slot' : 'Pickup slot'}</legend>
      {allFull && (
        <p className="sf-notice" role="status">
          Every {what} slot is full for now.
        </p>
      )}
      {byDay(slots).map((day) => (
        <fieldset key={day[0]!.date} className="sf-slots__day">
          <legend>{formatSlotDay(day[0]!.startsAt)}</legend>
          {day.map((slot) => {
            const left = placesLeft(slot);
            return (
              <label key={slot.windowId} className="sf-choice sf-slot">
                <input
                  type="radio"
                  name="slot"
                  value={`${slot.date}/${slot.windowId}`}
                  checked={sameSlot(slot, chosen)}
                  disabled={slot.remaining <= 0}
                  onChange={() => onSelect(slot)}
                />
                <span>
                  <strong>{formatSlotTimes(slot.startsAt, slot.endsAt)}</strong>{' '}
                  {left && <span className="sf-slot__left">{left}</span>}
                </span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </fieldset>
  );
}
