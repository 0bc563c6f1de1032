import { formatMoney } from '@storefront/shared';
import type { Order, Payment } from '@storefront/shared/contracts';
import {
  PAYMENT_EVENT_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@storefront/shared/constants';
import { formatDayAndTime } from '@storefront/ui';

/** One part of the order's payment (the wallet's, or the payment method's): where it stands, and its history. */
function PaymentPart({ payment, currency }: { payment: Payment; currency: string }) {
  const money = (minor: number) => formatMoney(minor, currency);
  const headingId = `db-order-payment-${payment.provider}`;
  // Only a card payment the customer has not finished has somewhere to finish it.
  const payUrl = payment.status === 'pending' ? payment.payUrl : null;
  return (
    <div className="db-order-payment" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{PAYMENT_PROVIDER_LABELS[payment.provider]}</h3>
      <dl className="db-order-payment__facts">
        <div>
          <dt>Status</dt>
          <dd>{PAYMENT_STATUS_LABELS[payment.status]}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{money(payment.amountMinor)}</dd>
        </div>
        {payment.refundedMinor > 0 && (
          <div>
            <dt>Refunded</dt>
            <dd>{money(payment.refundedMinor)}</dd>
          </div>
        )}
      </dl>
      {payment.events.length > 0 && (
        <ol className="db-order-payment__events" aria-labelledby={headingId}>
          {payment.events.map((event, index) => (
            <li key={`${event.kind}-${event.at}-${index}`}>
              {PAYMENT_EVENT_LABELS[event.kind]} {money(event.amountMinor)} ·{' '}
              <time dateTime={event.at}>{formatDayAndTime(event.at)}</time>
            </li>
          ))}
        </ol>
      )}
      {payUrl && (
        <p className="db-order-payment__pay">
          {/* Stripe's own page, so a plain link: the app's router cannot go there. */}
          <a className="db-action" href={payUrl}>
            Pay now
          </a>{' '}
          We start on your order once you have paid by card.
        </p>
      )}
    </div>
  );
}

/** How the order is paid: the wallet part first, then the payment method's. */
export function OrderPayments({ order }: { order: Order }) {
  if (order.payments.length === 0) return null;
  return (
    <section className="db-order-card" aria-labelledby="db-order-payments">
      <h2 id="db-order-payments">Payment</h2>
      {order.payments.map((payment) => (
        <PaymentPart key={payment.provider} payment={payment} currency={order.currency} />
      ))}
    </section>
  );
}
