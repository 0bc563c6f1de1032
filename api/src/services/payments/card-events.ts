import type Stripe from 'stripe';
import type { Database } from '../../db/database';
import { changePayment, lockPaymentByRef } from '../../repositories/payments-repository';
import type { OrderService } from '../orders/order-service';

export const UNPAID_CANCEL_NOTE = "The card payment wasn't finished in time";

/** What a Stripe event did: kept for the answer to Stripe and for the log. */
export type CardEventOutcome = 'authorised' | 'cancelled' | 'ignored';

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Stripe's word on card payments, from its signed webhooks:
 * - the customer paid on Stripe's page (the session completed, or the intent
 *   can be captured): the pending payment is authorised;
 * - the page expired unpaid: the order is cancelled, which gives back its
 *   stock, slot, code and wallet part.
 * Each event is recorded by its id, so Stripe delivering it again, or both
 * events of one payment arriving, changes it once. Other events are ignored.
 */
export function createCardEvents({ db, orders }: { db: Database; orders: OrderService }) {
  /** `ref` finds the payment: our id, or its checkout session's. */
  async function authorise(event: Stripe.Event, ref: string, paymentIntentId: string | null) {
    if (!paymentIntentId) return 'ignored';
    return db.transaction(async (tx): Promise<CardEventOutcome> => {
      const payment = await lockPaymentByRef(tx, 'stripe', ref);
      if (payment?.status !== 'pending') return 'ignored';
      const changed = await changePayment(tx, payment, {
        status: 'authorised',
        providerRef: paymentIntentId,
        event: {
          kind: 'authorised',
          amountMinor: payment.amountMinor,
          providerEventId: event.id,
          note: 'Card payment authorised on Stripe',
        },
      });
      return changed ? 'authorised' : 'ignored';
    });
  }

  return async function handle(event: Stripe.Event): Promise<CardEventOutcome> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        return authorise(event, session.id, idOf(session.payment_intent));
      }
      case 'payment_intent.amount_capturable_updated': {
        // Both events may come, in either order: the first authorises, the second finds it done.
        const intent = event.data.object;
        const paymentId = intent.metadata.paymentId;
        return paymentId ? authorise(event, paymentId, intent.id) : 'ignored';
      }
      case 'checkout.session.expired': {
        const payment = await db.transaction((tx) =>
          lockPaymentByRef(tx, 'stripe', event.data.object.id),
        );
        if (payment?.status !== 'pending') return 'ignored';
        return (await orders.cancelUnpaid(payment.orderId, UNPAID_CANCEL_NOTE))
          ? 'cancelled'
          : 'ignored';
      }
      default:
        return 'ignored';
    }
  };
}
