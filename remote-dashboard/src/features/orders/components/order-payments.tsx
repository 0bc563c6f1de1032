import type { Order } from '@storefront/shared/contracts';
import { PaymentPart } from '@storefront/ui';

/** How the order is paid: the wallet part first, then the payment method's. */
export function OrderPayments({ order }: { order: Order }) {
  if (order.payments.length === 0) return null;
  return (
    <section className="db-card" aria-labelledby="db-order-payments">
      <h2 id="db-order-payments">Payment</h2>
      {order.payments.map((payment) => (
        <PaymentPart key={payment.provider} payment={payment} currency={order.currency}>
          {/* Only a card payment the customer has not finished has somewhere to finish it. */}
          {payment.status === 'pending' && payment.payUrl && (
            <p className="db-order-payment__pay">
              {/* Stripe's own page, so a plain link: the app's router cannot go there. */}
              <a className="db-action" href={payment.payUrl}>
                Pay now
              </a>{' '}
              We start on your order once you have paid by card.
            </p>
          )}
        </PaymentPart>
      ))}
    </section>
  );
}
