import { useId, type FormEvent } from 'react';
import { formatMoney } from '@storefront/shared';
import type { DeliveryOption } from '@storefront/shared/contracts';
import { deliveryFeeMinor } from '@storefront/shared/constants';
import type { DeliveryTerms } from '../../../lib/delivery-terms';
import { draftSlotOf, type DraftSlot } from '../hooks/slot-choice';
import { useSlotChoice } from '../hooks/use-slot-choice';
import { CheckoutStep } from './checkout-step';
import { SlotPicker } from './slot-picker';

export interface DeliveryStepProps {
  value: DeliveryOption;
  /** The slot kept in the draft, if any. */
  slot: DraftSlot | null | undefined;
  subtotalMinor: number;
  delivery: DeliveryTerms;
  currency: string;
  storeName: string;
  focus: boolean;
  /** The customer picked an option (the summary's delivery fee follows it). */
  onChange: (option: DeliveryOption) => void;
  /** The slot picked, or picked for the customer; null when the option has none. */
  onSlotChange: (slot: DraftSlot | null) => void;
  /** Continue with the picked option and slot. */
  onChoose: (option: DeliveryOption, slot: DraftSlot | null) => void;
}

export function DeliveryStep(props: DeliveryStepProps) {
  const { value: option, slot, subtotalMinor, delivery, currency, storeName, focus } = props;
  const { onChange, onSlotChange, onChoose } = props;
  const fee = deliveryFeeMinor('delivery', subtotalMinor, delivery);
  const freeFrom = delivery.freeDeliveryFromMinor;
  const slots = useSlotChoice(option, slot, onSlotChange);
  const whyId = useId();
  const why = slots.failure
    ? 'You can continue once the slots have loaded.'
    : slots.allFull
      ? `Choose ${option === 'delivery' ? 'store pickup' : 'home delivery'}, or come back later.`
      : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!slots.ready) return;
    onChoose(option, slots.chosen ? draftSlotOf(slots.chosen) : null);
  }

  return (
    <CheckoutStep title="Delivery" focus={focus}>
      <form onSubmit={onSubmit}>
        <fieldset className="sf-choices">
          <legend>How would you like to get your order?</legend>
          <label className="sf-choice">
            <input
              type="radio"
              name="deliveryOption"
              value="delivery"
              checked={option === 'delivery'}
              onChange={() => onChange('delivery')}
            />
            <span>
              <strong>Home delivery</strong>
              <span>
                {fee === 0
                  ? 'Free delivery.'
                  : freeFrom === null
                    ? `${formatMoney(fee, currency)}.`
                    : `${formatMoney(fee, currency)}, free from ${formatMoney(freeFrom, currency)}.`}{' '}
                Pay cash on delivery.
              </span>
            </span>
          </label>
          <label className="sf-choice">
            <input
              type="radio"
              name="deliveryOption"
              value="pickup"
              checked={option === 'pickup'}
              onChange={() => onChange('pickup')}
            />
            <span>
              <strong>Store pickup</strong>
              <span>Free. Pick up at {storeName} and pay when you collect.</span>
            </span>
          </label>
        </fieldset>
        <SlotPicker
          option={option}
          choice={slots}
          onSelect={(picked) => onSlotChange(draftSlotOf(picked))}
        />
        <div className="sf-checkout-actions">
          {why && (
            <p id={whyId} className="sf-checkout-actions__why">
              {why}
            </p>
          )}
          <button
            type="submit"
            className="sf-button sf-button--solid"
            disabled={!slots.ready}
            aria-describedby={why ? whyId : undefined}
          >
            Continue
          </button>
        </div>
      </form>
    </CheckoutStep>
  );
}
