import { formatMoney } from '@storefront/shared';
import type { Payment } from '@storefront/shared/contracts';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import {
  PAYMENT_EVENT_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@storefront/shared/constants';
import { formatDayAndTime } from '@storefront/ui';

/** One part of the order's payment: where it stands, what was taken and given back, and its events. */
function PaymentPart({ payment, currency }: { payment: Payment; currency: string }) {
  const money = (minor: number) => formatMoney(minor, currency);
  const headingId = `db-desk-payment-${payment.provider}`;
  return (
    <div className="db-desk-payment" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{PAYMENT_PROVIDER_LABELS[payment.provider]}</h3>
      <dl className="db-desk-payment__facts">
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`db-op-badge db-desk-payment-status--${payment.status}`}>
              {PAYMENT_STATUS_LABELS[payment.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{money(payment.amountMinor)}</dd>
        </div>
        <div>
          <dt>Captured</dt>
          <dd>{money(payment.capturedMinor)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{money(payment.refundedMinor)}</dd>
        </div>
      </dl>
      {payment.events.length > 0 && (
        <ol className="db-desk-payment__events" aria-labelledby={headingId}>
          {payment.events.map((event, index) => (
            <li key={`${event.kind}-${event.at}-${index}`}>
              <span>
                {PAYMENT_EVENT_LABELS[event.kind]} {money(event.amountMinor)}
              </span>
              <span className="db-op-muted">
                {' · '}
                <time dateTime={event.at}>{formatDayAndTime(event.at)}</time>
              </span>
              {event.note && <span className="db-op-block db-op-muted">{event.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * How the order is paid, wallet part first: whether a card was authorised
 * before the order is confirmed, and what was taken or given back since.
 */
export function OrderPayments({ order }: { order: OperatorOrder }) {
  return (
    <section className="db-op-card" aria-labelledby="db-desk-payments">
      <h2 id="db-desk-payments">Payments</h2>
      {order.payments.length === 0 ? (
        <p className="db-op-muted">No payments are recorded for this order.</p>
      ) : (
        order.payments.map((payment) => (
          <PaymentPart key={payment.provider} payment={payment} currency={order.currency} />
        ))
      )}
    </section>
  );
}
