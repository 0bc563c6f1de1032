import { useId, type ReactNode } from 'react';
import { formatMoney } from '@storefront/shared';
import {
  PAYMENT_EVENT_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@storefront/shared/constants';
import type { Payment, PaymentStatus } from '@storefront/shared/contracts';
import { StatusBadge, type StatusTone } from '../components/status-badge';
import { formatDayAndTime } from '../lib/format-date';
import './payment-part.css';

/** A card still to be paid reads as something to watch; a taken payment as done. */
const STATUS_TONES: Record<PaymentStatus, StatusTone> = {
  pending: 'waiting',
  authorised: 'neutral',
  captured: 'good',
  refunded: 'neutral',
  cancelled: 'bad',
};

export interface PaymentPartProps {
  payment: Payment;
  currency: string;
  /**
   * The store's view: the status as a badge, what was captured and refunded
   * even when nothing, and each event's note. The customer sees the plain facts.
   */
  detailed?: boolean;
  /** Below the history, e.g. the customer's "Pay now". */
  children?: ReactNode;
}

/**
 * One part of an order's payment (the wallet's, or the payment method's): a
 * group named by its provider, where it stands, and its history. The order
 * pages of My Dashboard and the store console both list them.
 */
export function PaymentPart({ payment, currency, detailed = false, children }: PaymentPartProps) {
  const money = (minor: number) => formatMoney(minor, currency);
  const headingId = useId();
  const status = PAYMENT_STATUS_LABELS[payment.status];
  return (
    <div className="db-payment" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{PAYMENT_PROVIDER_LABELS[payment.provider]}</h3>
      <dl className="db-payment__facts">
        <div>
          <dt>Status</dt>
          <dd>
            {detailed ? (
              <StatusBadge tone={STATUS_TONES[payment.status]}>{status}</StatusBadge>
            ) : (
              status
            )}
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{money(payment.amountMinor)}</dd>
        </div>
        {detailed && (
          <div>
            <dt>Captured</dt>
            <dd>{money(payment.capturedMinor)}</dd>
          </div>
        )}
        {(detailed || payment.refundedMinor > 0) && (
          <div>
            <dt>Refunded</dt>
            <dd>{money(payment.refundedMinor)}</dd>
          </div>
        )}
      </dl>
      {payment.events.length > 0 && (
        <ol className="db-payment__events" aria-labelledby={headingId}>
          {payment.events.map((event, index) => (
            <li key={`${event.kind}-${event.at}-${index}`}>
              {PAYMENT_EVENT_LABELS[event.kind]} {money(event.amountMinor)}
              <span className="db-payment__when">
                {' · '}
                <time dateTime={event.at}>{formatDayAndTime(event.at)}</time>
              </span>
              {detailed && event.note && <span className="db-payment__note">{event.note}</span>}
            </li>
          ))}
        </ol>
      )}
      {children}
    </div>
  );
}
