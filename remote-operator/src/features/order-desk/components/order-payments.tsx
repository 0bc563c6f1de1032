import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import { PaymentPart } from '@storefront/ui';

/**
 * How the order is paid, wallet part first: whether a card was authorised
 * before the order is confirmed, and what was taken or given back since.
 */
export function OrderPayments({ order }: { order: OperatorOrder }) {
  return (
    <section className="db-card" aria-labelledby="db-desk-payments">
      <h2 id="db-desk-payments">Payments</h2>
      {order.payments.length === 0 ? (
        <p className="db-op-muted">No payments are recorded for this order.</p>
      ) : (
        order.payments.map((payment) => (
          <PaymentPart
            key={payment.provider}
            payment={payment}
            currency={order.currency}
            detailed
          />
        ))
      )}
    </section>
  );
}
