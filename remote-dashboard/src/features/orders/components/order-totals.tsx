import { formatMoney } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { cardHold, OrderCharges } from '@storefront/ui';

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
 * Subtotal, delivery, any discount, total, and how it is paid. Only an open
 * order has an amount due (or held on the card); a completed one says what was
 * paid, a cancelled one that nothing is to pay (and what went back to the wallet).
 */
export function OrderTotals({ order }: { order: Order }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const byMethodMinor = order.totalMinor - order.walletPaidMinor;
  const cancelled = order.status === 'cancelled';
  const completed = order.status === 'completed';
  // Paid on Stripe's page: held on the card (what the card was asked for), not due again.
  const hold = order.paymentMethod === 'card' ? cardHold(order.payments) : undefined;
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
      ) : hold ? (
        <div>
          <dt>Held on your card</dt>
          <dd>{money(hold.amountMinor)}</dd>
        </div>
      ) : (
        <div>
          <dt>Amount due ({PAYMENT_LABELS[order.paymentMethod].toLowerCase()})</dt>
          <dd>{money(byMethodMinor)}</dd>
        </div>
      )}
    </dl>
  );
}
