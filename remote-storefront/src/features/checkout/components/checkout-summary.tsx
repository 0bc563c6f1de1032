import { useId, useState } from 'react';
import { formatMoney, formatSlot } from '@storefront/shared';
import type { DeliveryOption, DiscountQuote, PaymentMethod } from '@storefront/shared/contracts';
import { deliveryFeeMinor } from '@storefront/shared/constants';
import type { CartState } from '../../../cart/cart-service';
import { TO_PAY_LABELS } from '../../../lib/payment';
import type { DraftSlot } from '../hooks/slot-choice';

export interface CheckoutSummaryProps {
  cart: CartState;
  deliveryOption: DeliveryOption;
  /** The slot chosen; null without one. */
  slot: DraftSlot | null;
  /** What the applied discount code takes off, once priced. */
  discount: DiscountQuote | null;
  /** The part the customer chose to pay from the wallet, 0 when none. */
  walletMinor: number;
  /** How the rest is paid. */
  paymentMethod: PaymentMethod;
}

/**
 * What the customer is buying and what it comes to, beside every step. On a
 * phone it sits above the step, folded to one line with the amount to pay.
 */
export function CheckoutSummary(props: CheckoutSummaryProps) {
  const { cart, deliveryOption, slot, discount, walletMinor, paymentMethod } = props;
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  const money = (minor: number) => formatMoney(minor, cart.currency);
  const fee = deliveryFeeMinor(deliveryOption, cart.subtotalMinor);
  const totalMinor = cart.subtotalMinor + fee - (discount?.discountMinor ?? 0);
  const toPayMinor = totalMinor - walletMinor;
  const items = cart.lines.reduce((count, line) => count + line.quantity, 0);

  return (
    <aside className="sf-card sf-checkout-summary" aria-labelledby={headingId}>
      <div className="sf-checkout-summary__head">
        <h2 id={headingId}>Order summary</h2>
        <button
          type="button"
          className="sf-checkout-summary__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : 'Show'} {items === 1 ? '1 item' : `${items} items`}, {money(toPayMinor)}
        </button>
      </div>
      <div id={bodyId} className="sf-checkout-summary__body" data-open={open}>
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
        {slot && (
          <p className="sf-checkout-summary__slot">
            {deliveryOption === 'delivery' ? 'Delivery slot' : 'Pickup slot'}:{' '}
            <strong>{formatSlot(slot)}</strong>
          </p>
        )}
        <dl className="sf-totals" aria-label="Totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{money(cart.subtotalMinor)}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd>{fee === 0 ? 'Free' : money(fee)}</dd>
          </div>
          {discount && (
            <div>
              <dt>Discount ({discount.code})</dt>
              <dd>−{money(discount.discountMinor)}</dd>
            </div>
          )}
          <div className="sf-totals__grand">
            <dt>Total</dt>
            <dd>{money(totalMinor)}</dd>
          </div>
          {walletMinor > 0 && (
            <>
              <div>
                <dt>Paid from wallet</dt>
                <dd>−{money(walletMinor)}</dd>
              </div>
              <div className="sf-totals__grand">
                <dt>{TO_PAY_LABELS[paymentMethod]}</dt>
                <dd>{money(toPayMinor)}</dd>
              </div>
            </>
          )}
        </dl>
      </div>
    </aside>
  );
}
