import { useId, useState } from 'react';
import { eachPriceMinor, formatMoney, formatSlot } from '@storefront/shared';
import type { CartDiscount, DeliveryOption, PaymentMethod } from '@storefront/shared/contracts';
import { deliveryFeeMinor, formatWeight, weighedBufferMinor } from '@storefront/shared/constants';
import type { CartState } from '../../../cart/cart-service';
import { discountOff } from '../../../discount/use-discount-code';
import { TO_PAY_LABELS } from '../../../lib/payment';
import type { DraftSlot } from '../hooks/slot-choice';
import type { DeliveryTerms } from '../../../lib/delivery-terms';

export interface CheckoutSummaryProps {
  cart: CartState;
  delivery: DeliveryTerms;
  deliveryOption: DeliveryOption;
  /** The slot chosen; null without one. */
  slot: DraftSlot | null;
  /** The cart's discount code as the API priced it; null without one. */
  discount: CartDiscount | null;
  /** Whether to say here why the code takes nothing off (review's code field says it there). */
  explainsDiscount: boolean;
  /** The part the customer chose to pay from the wallet, 0 when none. */
  walletMinor: number;
  /** How the rest is paid. */
  paymentMethod: PaymentMethod;
  /** The per cent of weighed goods' estimate the payment is held for over it. */
  weighedBufferPercent: number;
}

/**
 * What the customer is buying and what it comes to, beside every step. On a
 * phone it sits above the step, folded to one line with the amount to pay.
 */
export function CheckoutSummary(props: CheckoutSummaryProps) {
  const { cart, delivery, deliveryOption, slot, discount, explainsDiscount } = props;
  const { walletMinor, paymentMethod } = props;
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const bodyId = useId();
  const money = (minor: number) => formatMoney(minor, cart.currency);
  const fee = deliveryFeeMinor(deliveryOption, cart.subtotalMinor, delivery);
  const totalMinor = cart.subtotalMinor + fee - discountOff(discount);
  const toPayMinor = totalMinor - walletMinor;
  const weighed = cart.lines.filter((line) => line.unit === 'per_kg');
  const holdMinor =
    toPayMinor +
    weighedBufferMinor(
      weighed.reduce((sum, line) => sum + eachPriceMinor(line) * line.quantity, 0),
      props.weighedBufferPercent,
    );
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
                {line.unit === 'per_kg' &&
                  ` (about ${formatWeight((line.estimatedWeightGrams ?? 0) * line.quantity)})`}
              </span>
              <span>{money(eachPriceMinor(line) * line.quantity)}</span>
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
          {discount && !discount.notApplying && (
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
      {weighed.length > 0 && (
        <p className="sf-checkout-summary__note">
          Weighed items are priced at their real weight when they are picked.
          {toPayMinor > 0 && ` We hold up to ${money(holdMinor)} and take only what is due.`}
        </p>
      )}
      {/* A code that stopped applying is said on every step, folded or not: it never drops silently. */}
      {explainsDiscount && discount?.notApplying && (
        <p className="sf-checkout-summary__note" role="status">
          <strong>{discount.code}</strong> takes nothing off now. {discount.notApplying}
        </p>
      )}
    </aside>
  );
}
