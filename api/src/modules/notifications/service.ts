import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { EmailProvider } from './email-provider';
import { createCustomerNotifier } from './notify-customer';
import {
  insertOrderNotificationsStatement,
  notificationsRepository as repository,
} from './repository';
import type { SmsProvider } from './sms-provider';

export type { NewNotification, OutboxEmail, OutboxMessage } from './repository';
export type { CustomerEvent, OrderFacts, StoreFacts } from './messages';
export type { NotifyCustomer } from './notify-customer';
export type { Dispatcher } from './dispatcher';
export type { Email, EmailProvider } from './email-provider';
export type { SmsProvider } from './sms-provider';

/**
 * A placed order's messages, written by checkout's own single statement (with
 * the order they tell of): the rows, as JSON text, for the order whose id
 * `orderId` reads from the statement's row `from`.
 */
export const orderNotificationsSql = {
  insert: (rows: SQLWrapper, orderId: SQLWrapper, from: SQLWrapper): SQL =>
    insertOrderNotificationsStatement(rows, orderId, from),
};

/** Forgets every message to a customer, in the transaction that deletes their account. */
export function forgetNotificationsOf(tx: Database, userId: string): Promise<void> {
  return repository.deleteForUser(tx, userId);
}

export interface NotificationsServiceDeps {
  db: Database;
  /** The shop's address, for the links in messages. */
  publicUrl: string;
  sms: SmsProvider;
  email: EmailProvider;
}

/**
 * What the store tells customers: the messages an event owes them, written in
 * the caller's transaction (the outbox) and sent after the commit by the
 * dispatcher; the two channels, for what is sent at once (codes and links);
 * and what was told to whom.
 */
export function createNotificationsService({
  db,
  publicUrl,
  sms,
  email,
}: NotificationsServiceDeps) {
  return {
    /** Writes an event's messages into the outbox, inside the caller's transaction. */
    notifyCustomer: createCustomerNotifier(publicUrl),

    /** Texts sent now: security messages (codes) go this way, straight from the request. */
    sms,

    /** E-mails sent now: security messages (links) go this way, straight from the request. */
    email,

    /** What the store has told one customer, newest first. */
    listForCustomer: (userId: string, page: number) => repository.listForUser(db, userId, page),

    /** The texts the outbox SMS provider wrote to one number, newest first (local testing). */
    textsTo: (mobile: string) => repository.smsTo(db, mobile),

    /** The e-mails the outbox e-mail provider wrote to one address, newest first (local testing). */
    emailsTo: (recipient: string) => repository.emailsTo(db, recipient),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
