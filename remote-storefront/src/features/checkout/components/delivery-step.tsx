import type { FormEvent } from 'react';
import { formatMoney } from '@storefront/shared';
import type { DeliveryOption } from '@storefront/shared/contracts';
import { deliveryFeeMinor, FREE_DELIVERY_FROM_MINOR } from '@storefront/shared/constants';
import { CheckoutStep } from './checkout-step';

export interface DeliveryStepProps {
  value: DeliveryOption;
  subtotalMinor: number;
  currency: string;
  storeName: string;
  focus: boolean;
  /** The customer picked an option (the summary's delivery fee follows it). */
  onChange: (option: DeliveryOption) => void;
  /** Continue with the picked option. */
  onChoose: (option: DeliveryOption) => void;
}

export function DeliveryStep(props: DeliveryStepProps) {
  const { value: option, subtotalMinor, currency, storeName, focus, onChange, onChoose } = props;
  const fee = deliveryFeeMinor('delivery', subtotalMinor);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChoose(option);
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
                  : `${formatMoney(fee, currency)}, free from ${formatMoney(FREE_DELIVERY_FROM_MINOR, currency)}.`}{' '}
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
        <div className="sf-checkout-actions">
          <button type="submit" className="sf-button sf-button--solid">
            Continue
          </button>
        </div>
      </form>
    </CheckoutStep>
  );
}
