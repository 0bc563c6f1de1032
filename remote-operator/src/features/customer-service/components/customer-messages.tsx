import { useApi } from '@storefront/shared';
import { getCustomerNotifications } from '../api/get-customer-notifications';
import { useSectionPage } from '../hooks/use-section-page';
import { NotificationItem } from './notification-item';
import { EmptyState, LoadError, LoadingNote, Pager } from '@storefront/ui';

const ANCHOR = 'db-cs-messages';

function MessagesContent({ customerId, revision }: { customerId: string; revision: number }) {
  const { page, hrefFor } = useSectionPage('messagesPage', ANCHOR);
  const messages = useApi(
    `operator-customer-messages:${customerId}:${page}:${revision}`,
    (signal) => getCustomerNotifications(customerId, page, signal),
  );

  if (messages.failure) {
    return <LoadError what="the messages" failure={messages.failure} onRetry={messages.retry} />;
  }
  if (!messages.data) return <LoadingNote>Loading the messages</LoadingNote>;
  const { items, total, pageSize } = messages.data;
  return (
    <>
      {items.length === 0 ? (
        <EmptyState>
          <p>{total === 0 ? 'No messages sent yet.' : 'There is nothing on this page.'}</p>
        </EmptyState>
      ) : (
        <ol className="db-cs-list" aria-label="Messages sent, newest first">
          {items.map((message) => (
            <li key={message.id}>
              <NotificationItem message={message} />
            </li>
          ))}
        </ol>
      )}
      <Pager
        label="Pages of messages"
        page={page}
        pageSize={pageSize}
        total={total}
        hrefFor={hrefFor}
      />
    </>
  );
}

export interface CustomerMessagesProps {
  customerId: string;
  /** Changes when something the customer was told about happened here: the list loads again. */
  revision: number;
}

/** The texts and e-mails the customer was sent, newest first, and whether each went. */
export function CustomerMessages({ customerId, revision }: CustomerMessagesProps) {
  return (
    <section id={ANCHOR} className="db-card" aria-labelledby={`${ANCHOR}-title`}>
      <h2 id={`${ANCHOR}-title`}>Messages sent</h2>
      <MessagesContent customerId={customerId} revision={revision} />
    </section>
  );
}
