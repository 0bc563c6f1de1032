import { formatMoney } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';

const PAYMENT_LABELS: Record<Order['paymentMethod'], string> = {
  cash_on_delivery: 'Cash on delivery',
  pay_at_pickup: 'Pay at pickup',
};

/** Subtotal, delivery, total, and how it is paid: the wallet part and what is left to pay. */
export function OrderTotals({ order }: { order: Order }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const due = order.totalMinor - order.walletPaidMinor;
  const cancelled = order.status === 'cancelled';
  return (
    <dl className="db-order-totals" aria-label="Totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{money(order.subtotalMinor)}</dd>
      </div>
      <div>
        <dt>Delivery fee</dt>
        <dd>{order.deliveryFeeMinor === 0 ? 'Free' : money(order.deliveryFeeMinor)}</dd>
      </div>
      <div className="db-order-totals__grand">
        <dt>Total</dt>
        <dd>{money(order.totalMinor)}</dd>
      </div>
      {order.walletPaidMinor > 0 && (
        <div>
          <dt>{cancelled ? 'Refunded to your wallet' : 'Paid from your wallet'}</dt>
          <dd>{money(order.walletPaidMinor)}</dd>
        </div>
      )}
      {!cancelled && (
        <div>
          <dt>Amount due ({PAYMENT_LABELS[order.paymentMethod].toLowerCase()})</dt>
          <dd>{money(due)}</dd>
        </div>
      )}
    </dl>
  );
}
