import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Payment, PaymentEventKind, PaymentProvider } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { paymentEvents, payments } from './tables';

// The SQL of payments. What each provider does with the money is in
// providers.ts; when it does it is in service.ts, as the order rules ask.

export type PaymentRow = typeof payments.$inferSelect;

/** A payment as checkout writes it, in the order's own statement. */
export interface NewPayment {
  id: string;
  provider: PaymentProvider;
  status: 'pending' | 'authorised' | 'captured';
  amountMinor: number;
  capturedMinor: number;
}

/** An order's payments, locked for the rest of the transaction, in the order they were made. */
async function lockPayments(tx: Database, orderId: string): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.provider))
    .for('update');
}

/**
 * The provider's payment with this reference, locked: our own id (which a
 * Stripe PaymentIntent carries in its metadata), its checkout session's, or its intent's.
 */
async function lockPaymentByRef(
  tx: Database,
  provider: PaymentProvider,
  ref: string,
): Promise<PaymentRow | undefined> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        sql`(${payments.id}::text = ${ref} or ${payments.providerRef} = ${ref} or ${payments.providerSessionRef} = ${ref})`,
      ),
    )
    .for('update');
  return payment;
}

/** Where the customer pays a card payment, once the provider has opened its page. */
async function setCheckoutSession(
  tx: Database,
  paymentId: string,
  session: { providerSessionRef: string; payUrl: string },
): Promise<void> {
  await tx.update(payments).set(session).where(eq(payments.id, paymentId));
}

export interface PaymentChange {
  status: PaymentRow['status'];
  /** The provider's id for the payment, once it has one (Stripe's PaymentIntent, made when the customer pays). */
  providerRef?: string;
  capturedMinor?: number;
  refundedMinor?: number;
  /** What is held, when the customer agreed to more (hold_raised). */
  amountMinor?: number;
  event: {
    kind: PaymentEventKind;
    amountMinor: number;
    note?: string | null;
    /** The provider's event this came from: one delivered twice is recorded once. */
    providerEventId?: string;
  };
}

/**
 * Records an event of a locked payment without moving it on: a provider's
 * event the store refused. One already recorded is not recorded again:
 * answers false.
 */
async function recordPaymentEvent(
  tx: Database,
  payment: PaymentRow,
  event: PaymentChange['event'],
): Promise<boolean> {
  const recorded = await tx
    .insert(paymentEvents)
    .values({
      paymentId: payment.id,
      kind: event.kind,
      amountMinor: event.amountMinor,
      note: event.note ?? null,
      providerEventId: event.providerEventId ?? null,
    })
    .onConflictDoNothing({ target: paymentEvents.providerEventId })
    .returning({ id: paymentEvents.id });
  return recorded.length > 0;
}

/**
 * Moves a locked payment on and records the event. A provider event already
 * recorded changes nothing: answers false.
 */
async function changePayment(
  tx: Database,
  payment: PaymentRow,
  change: PaymentChange,
): Promise<boolean> {
  if (!(await recordPaymentEvent(tx, payment, change.event))) return false;
  await tx
    .update(payments)
    .set({
      status: change.status,
      amountMinor: change.amountMinor ?? payment.amountMinor,
      capturedMinor: change.capturedMinor ?? payment.capturedMinor,
      refundedMinor: change.refundedMinor ?? payment.refundedMinor,
      providerRef: change.providerRef ?? payment.providerRef,
      // A page to pay on belongs to a pending payment only.
      payUrl: change.status === 'pending' ? payment.payUrl : null,
    })
    .where(eq(payments.id, payment.id));
  return true;
}

/**
 * The payments of these orders with their events, as their customer or the
 * store sees them: only the store sees the provider events it refused.
 */
async function readPayments(
  db: Database,
  orderIds: string[],
  audience: 'customer' | 'store' = 'customer',
): Promise<Map<string, Payment[]>> {
  const byOrder = new Map<string, Payment[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      payment: payments,
      event: {
        kind: paymentEvents.kind,
        amountMinor: paymentEvents.amountMinor,
        at: paymentEvents.at,
        note: paymentEvents.note,
      },
    })
    .from(payments)
    .leftJoin(paymentEvents, eq(paymentEvents.paymentId, payments.id))
    .where(inArray(payments.orderId, orderIds))
    // The wallet part first: checkout takes it before the rest.
    .orderBy(
      asc(payments.createdAt),
      sql`${payments.provider} <> 'wallet'`,
      asc(payments.provider),
      asc(paymentEvents.id),
    );
  const seen = new Map<string, Payment>();
  for (const { payment, event } of rows) {
    let kept = seen.get(payment.id);
    if (!kept) {
      kept = {
        provider: payment.provider,
        status: payment.status,
        amountMinor: payment.amountMinor,
        capturedMinor: payment.capturedMinor,
        refundedMinor: payment.refundedMinor,
        payUrl: payment.payUrl,
        events: [],
      };
      seen.set(payment.id, kept);
      byOrder.get(payment.orderId)!.push(kept);
    }
    if (!event || (event.kind === 'rejected_event' && audience === 'customer')) continue;
    kept.events.push({ ...event, at: event.at.toISOString() });
  }
  return byOrder;
}

/** All the SQL of payments, each function on the handle it is given. */
export const paymentsRepository = {
  lock: lockPayments,
  lockByRef: lockPaymentByRef,
  setCheckoutSession,
  recordEvent: recordPaymentEvent,
  change: changePayment,
  read: readPayments,
};
