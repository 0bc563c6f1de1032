import { formatMoney, type CartState } from '@storefront/shared';
import { deliveryFeeMinor, type PlaceOrderRequest } from '@storefront/shared/contracts';
import { PostalAddress } from '../../../components/postal-address';
import { PAYMENT_LABELS, paymentMethodFor } from '../../../lib/payment';
import type { CheckoutDraft } from '../hooks/use-checkout-draft';
import { CheckoutStep } from './checkout-step';

export interface ReviewStepProps {
  cart: CartState;
  draft: CheckoutDraft;
  storeName: string;
  focus: boolean;
  placing: boolean;
  error: string | null;
  onBack?: () => void;
  onPlace: (request: PlaceOrderRequest) => void;
}

export function ReviewStep(props: ReviewStepProps) {
  const { cart, draft, storeName, focus, placing, error, onBack, onPlace } = props;
  const money = (minor: number) => formatMoney(minor, cart.currency);
  const fee = deliveryFeeMinor(draft.deliveryOption, cart.subtotalMinor);
  const paymentMethod = paymentMethodFor(draft.deliveryOption);
  const delivery = draft.deliveryOption === 'delivery';

  return (
    <CheckoutStep title="Review your order" focus={focus}>
      <ul className="sf-review-lines" aria-label="Items">
        {cart.lines.map((line) => (
          <li key={line.productId}>
            <span>
              {line.name} × {line.quantity}
            </span>
            <span>{money(line.priceMinor * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="sf-review-facts">
        <div>
          <dt>{delivery ? 'Home delivery to' : 'Store pickup'}</dt>
          <dd>
            {delivery && draft.address ? (
              <PostalAddress {...draft.address} />
            ) : (
              `Pick up at ${storeName}`
            )}
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{PAYMENT_LABELS[paymentMethod]}</dd>
        </div>
      </dl>
      <dl className="sf-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(cart.subtotalMinor)}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{fee === 0 ? 'Free' : money(fee)}</dd>
        </div>
        <div className="sf-totals__grand">
          <dt>Total</dt>
          <dd>{money(cart.subtotalMinor + fee)}</dd>
        </div>
      </dl>
      {error && (
        <p className="sf-notice sf-notice--error" role="alert">
          {error}
        </p>
      )}
      <div className="sf-checkout-actions">
        {onBack && (
          <button type="button" className="sf-button sf-button--outline" onClick={onBack}>
            Back
          </button>
        )}
        <button
          type="button"
          className="sf-button sf-button--solid"
          disabled={placing}
          onClick={() =>
            onPlace({
              deliveryOption: draft.deliveryOption,
              addressId: delivery ? draft.address?.id : undefined,
              paymentMethod,
            })
          }
        >
          Place order
        </button>
      </div>
    </CheckoutStep>
  );
}
