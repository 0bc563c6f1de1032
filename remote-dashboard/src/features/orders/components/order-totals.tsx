import { formatMoney } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { isHeldOnCard, OrderCharges } from '@storefront/ui';

const PAYMENT_LABELS: Record<Order['paymentMethod'], string> = {
  cash_on_delivery: 'Cash on delivery',
  pay_at_pickup: 'Pay at pickup',
  card: 'Card',
};

const PAID_LABELS: Record<Order['paymentMethod'], string> = {
  cash_on_delivery: 'Paid on delivery',
  pay_at_pickup: 'Paid at pickup',
  card: 'Paid by card',
};

/**
 * What an open order still asks of the payment method. A card the customer
 * has paid with is not due again, in person or online: the amount is held on
 * it and taken when the order is completed.
 */
function dueLabel(order: Order): string {
  if (order.paymentMethod === 'card' && isHeldOnCard(order.payments)) return 'Held on your card';
  return `Amount due (${PAYMENT_LABELS[order.paymentMethod].toLowerCase()})`;
}

/**
 * Subtotal, delivery, any discount, total, and how it is paid. Only an open
 * order has an amount due (or held on the card); a completed one says what was
 * paid, a cancelled one that nothing is to pay (and what went back to the wallet).
 */
export function OrderTotals({ order }: { order: Order }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const byMethodMinor = order.totalMinor - order.walletPaidMinor;
  const cancelled = order.status === 'cancelled';
  const completed = order.status === 'completed';
  return (
    <dl className="db-order-totals" aria-label="Totals">
      <OrderCharges order={order} deliveryLabel="Delivery fee" />
      <div className="db-order-totals__grand">
        <dt>{completed ? 'Total paid' : 'Total'}</dt>
        <dd>{money(order.totalMinor)}</dd>
      </div>
      {order.walletPaidMinor > 0 && (
        <div>
          <dt>{cancelled ? 'Refunded to your wallet' : 'Paid from your wallet'}</dt>
          <dd>{money(order.walletPaidMinor)}</dd>
        </div>
      )}
      {cancelled ? (
        <div>
          <dt>Cancelled</dt>
          <dd>Nothing to pay</dd>
        </div>
      ) : completed ? (
        byMethodMinor > 0 && (
          <div>
            <dt>{PAID_LABELS[order.paymentMethod]}</dt>
            <dd>{money(byMethodMinor)}</dd>
          </div>
        )
      ) : (
        <div>
          <dt>{dueLabel(order)}</dt>
          <dd>{money(byMethodMinor)}</dd>
        </div>
      )}
    </dl>
  );
}
