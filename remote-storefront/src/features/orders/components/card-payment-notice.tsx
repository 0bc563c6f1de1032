import { formatMoney } from '@storefront/shared';
import type { Order, Payment } from '@storefront/shared/contracts';
import { cardPaymentOf, payUrlOf } from '../../../lib/card-payment';
import type { CardPaymentWait } from '../hooks/use-card-payment-wait';
import { useCancelOrder } from '../hooks/use-cancel-order';

export interface CardPaymentNoticeProps {
  order: Order;
  /** Back from Stripe's page without paying (?payment=cancelled). */
  leftPayment: boolean;
  wait: CardPaymentWait;
  /** The order as the API now has it, after cancelling. */
  onChange: (order: Order) => void;
}

/** Where the card payment stands, in the customer's words; null when the page says enough. */
function cardPaymentWords(order: Order, card: Payment, leftPayment: boolean, gaveUp: boolean) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  switch (card.status) {
    case 'pending':
      // The page already says the order is cancelled; there is nothing to pay.
      if (order.status === 'cancelled') return null;
      if (leftPayment) {
        return "You left the payment page before paying. We'll hold your order for 30 minutes: pay now, or cancel the order.";
      }
      return gaveUp
        ? "We're waiting for your card payment. If you have paid, it can take a few minutes to reach us."
        : "We're waiting for your card payment.";
    case 'authorised':
      return `Card payment authorised: ${money(card.amountMinor)} will be taken when your order is complete.`;
    case 'cancelled':
      // Cancelled unpaid: the page expired, or the customer cancelled before paying.
      return card.events.some((event) => event.kind === 'authorised')
        ? 'This order is cancelled, and the hold on your card is released: nothing was taken.'
        : "This order is cancelled because the card payment wasn't made. Nothing was taken from your card.";
    case 'refunded':
      return `${money(card.refundedMinor)} went back to your card.`;
    case 'captured':
      // Taken on completion: the payment split says "Paid by card".
      return null;
  }
}

/**
 * The card payment of an order, on its confirmation page: waiting for it (with
 * the way back to Stripe's page), held, or never made. An order paid in person
 * has none, and shows nothing here.
 */
export function CardPaymentNotice({ order, leftPayment, wait, onChange }: CardPaymentNoticeProps) {
  const cancel = useCancelOrder(onChange);
  const card = cardPaymentOf(order);
  const words = card ? cardPaymentWords(order, card, leftPayment, wait.gaveUp) : null;
  if (!words) return null;
  const payUrl = payUrlOf(order);

  return (
    <div className="sf-card-payment">
      <p role="status">{words}</p>
      {payUrl && (
        <div className="sf-card-payment__actions">
          {/* Stripe's page is another site: a plain link, not the router's. */}
          <a className="sf-button sf-button--solid" href={payUrl}>
            Pay now
          </a>
          {leftPayment ? (
            <button
              type="button"
              className="sf-button sf-button--outline"
              disabled={cancel.cancelling}
              onClick={() => void cancel.cancel(order)}
            >
              Cancel order
            </button>
          ) : (
            wait.gaveUp && (
              <button
                type="button"
                className="sf-button sf-button--outline"
                onClick={wait.checkAgain}
              >
                Check again
              </button>
            )
          )}
        </div>
      )}
      {cancel.error && (
        <p className="sf-notice sf-notice--error" role="alert">
          {cancel.error}
        </p>
      )}
    </div>
  );
}
