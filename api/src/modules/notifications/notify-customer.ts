import type { Database } from '../../db/database';
import { contactOf as readContact, type CustomerContact } from '../accounts/service';
import { notificationsRepository as repository, type NewNotification } from './repository';
import { composeMessage, isOrderUpdate, type CustomerEvent } from './messages';

/**
 * The customer's messages for an event: the text and the e-mail it owes them,
 * written by the caller in its transaction (the outbox), so they exist if and
 * only if the change commits, and the dispatcher sends them after. A channel
 * the customer switched off for order updates, or an account without an
 * e-mail address, gets nothing.
 */
export function createCustomerNotifier(publicUrl: string) {
  function messagesFor(
    userId: string,
    event: CustomerEvent,
    customer: CustomerContact,
  ): NewNotification[] {
    const message = composeMessage(event, customer.name, customer.store, publicUrl);
    const optional = isOrderUpdate(event.topic);
    const base = {
      userId,
      topic: event.topic,
      orderId: 'order' in event ? event.order.id : null,
    };
    const rows: NewNotification[] = [];
    if (!optional || customer.bySms) {
      rows.push({
        ...base,
        channel: 'sms',
        recipient: customer.mobile,
        subject: '',
        body: message.sms,
      });
    }
    if (customer.email && (!optional || customer.byEmail)) {
      rows.push({
        ...base,
        channel: 'email',
        recipient: customer.email,
        subject: message.subject,
        body: message.email,
      });
    }
    return rows;
  }

  async function notifyCustomer(
    tx: Database,
    userId: string,
    event: CustomerEvent,
    /** The customer's contact when the caller has just read it in this transaction. */
    known?: CustomerContact,
  ): Promise<void> {
    const customer = known ?? (await readContact(tx, userId));
    if (!customer) return;
    await repository.insert(tx, messagesFor(userId, event, customer));
  }

  // A caller whose own statement writes the rows (a checkout's) asks only for them.
  return Object.assign(notifyCustomer, { messagesFor });
}

export type NotifyCustomer = ReturnType<typeof createCustomerNotifier>;
