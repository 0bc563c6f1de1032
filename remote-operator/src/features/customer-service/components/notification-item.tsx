import { Link } from '@storefront/shared';
import type { CustomerNotification } from '@storefront/shared/contracts';
import { NOTIFICATION_TOPIC_LABELS } from '@storefront/shared/constants';
import { CHANNEL_LABELS, NOTIFICATION_STATUS_LABELS, NOTIFICATION_STATUS_TONES } from './labels';
import { storeOrderPath } from '../../../lib/urls/orders';
import { formatDayAndTime, readableMobile, StatusBadge } from '@storefront/ui';

const tries = (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`;

/** Why a message has not gone (yet), when a send failed. */
function Trouble({ message }: { message: CustomerNotification }) {
  if (message.status === 'failed') {
    return (
      <p className="db-cs-trouble">
        Not sent after {tries(message.attempts)}: {message.lastError ?? 'no reason given'}
      </p>
    );
  }
  if (message.status === 'pending' && message.lastError) {
    return (
      <p className="db-cs-trouble db-cs-trouble--retry">
        Trying again after {tries(message.attempts)}: {message.lastError}
      </p>
    );
  }
  return null;
}

/** One text or e-mail the customer was sent: what, to whom, whether it went, and its words. */
export function NotificationItem({ message }: { message: CustomerNotification }) {
  const what = `${CHANNEL_LABELS[message.channel]}: ${NOTIFICATION_TOPIC_LABELS[message.topic]}`;
  const to = message.channel === 'sms' ? readableMobile(message.recipient) : message.recipient;
  return (
    <article className="db-cs-message" aria-label={what}>
      <div className="db-cs-message__head">
        <strong>{what}</strong>
        <StatusBadge tone={NOTIFICATION_STATUS_TONES[message.status]}>
          {NOTIFICATION_STATUS_LABELS[message.status]}
        </StatusBadge>
      </div>
      <p className="db-op-muted db-cs-message__meta">
        <span>To {to}</span>
        <time dateTime={message.createdAt}>{formatDayAndTime(message.createdAt)}</time>
        {message.sentAt && (
          <span>
            Sent <time dateTime={message.sentAt}>{formatDayAndTime(message.sentAt)}</time>
          </span>
        )}
        {message.orderId && message.orderNumber && (
          <Link to={storeOrderPath(message.orderId)}>Order {message.orderNumber}</Link>
        )}
      </p>
      <Trouble message={message} />
      {message.channel === 'sms' ? (
        <p className="db-cs-message__text">{message.body}</p>
      ) : (
        <>
          <p className="db-cs-message__text">Subject: {message.subject}</p>
          <details className="db-cs-message__body">
            <summary>Show the e-mail</summary>
            <p>{message.body}</p>
          </details>
        </>
      )}
    </article>
  );
}
