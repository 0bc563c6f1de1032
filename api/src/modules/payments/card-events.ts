import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/database';
import { paymentsRepository as repository } from './repository';
import { checkClaim, intentClaim, sessionClaim, type StripeClaim } from './stripe-claims';

export const UNPAID_CANCEL_NOTE = "The card payment wasn't finished in time";
const FAILED_CANCEL_NOTE = "The card payment didn't go through";

/**
 * What a Stripe event did: kept for the answer to Stripe and for the log.
 * waiting: the customer has not paid yet; refused: it did not match the payment.
 */
export const CARD_EVENT_OUTCOMES = [
  'authorised',
  'waiting',
  'refused',
  'cancelled',
  'ignored',
] as const;
export type CardEventOutcome = (typeof CARD_EVENT_OUTCOMES)[number];

// The payment_events column is an int; an amount Stripe could not have sent is kept as 0.
const recordable = (minor: number | null) =>
  minor !== null && Number.isInteger(minor) && minor >= 0 && minor <= 2 ** 31 - 1 ? minor : 0;

/**
 * Stripe's word on card payments, from its signed webhooks:
 * - the money is there (the card is held for the whole amount, or a session
 *   is paid) in the payment's amount and currency: the pending payment is
 *   authorised;
 * - the session completed unpaid: nothing yet; the hold's own event, or the
 *   delayed payment's, follows;
 * - any other amount or currency, or no payment required: refused, recorded
 *   on the payment (rejected_event), and logged; the store's order needs
 *   attention;
 * - the page expired unpaid, or its delayed payment failed: the order is
 *   cancelled, which gives back its stock, slot, code and wallet part.
 * Each event is recorded by its id, so Stripe delivering it again, or both
 * events of one payment arriving, changes it once. Other events are ignored.
 */
export function createCardEvents({
  db,
  cancelUnpaidOrder,
  log,
}: {
  db: Database;
  /** The order rules' cancel of an order never paid for; answers whether it cancelled. */
  cancelUnpaidOrder(orderId: string, note: string): Promise<boolean>;
  log: FastifyBaseLogger;
}) {
  /** `ref` finds the payment: our id, or its checkout session's. */
  function settle(event: Stripe.Event, ref: string, claim: StripeClaim) {
    return db.transaction(async (tx): Promise<CardEventOutcome> => {
      const payment = await repository.lockByRef(tx, 'stripe', ref);
      if (!payment) return 'ignored';
      const check = checkClaim(claim, payment);
      if (check.verdict === 'refuse') {
        const recorded = await repository.recordEvent(tx, payment, {
          kind: 'rejected_event',
          amountMinor: recordable(claim.amountMinor),
          providerEventId: event.id,
          note: check.reason,
        });
        if (recorded) {
          log.warn(
            {
              orderId: payment.orderId,
              paymentId: payment.id,
              event: event.id,
              type: event.type,
              expected: { amountMinor: payment.amountMinor, currency: payment.currency },
              received: {
                amountMinor: claim.amountMinor,
                currency: claim.currency,
                payment: claim.payment,
              },
            },
            'Stripe event refused: it does not match the order’s card payment',
          );
        }
        return 'refused';
      }
      if (payment.status !== 'pending') return 'ignored';
      if (check.verdict === 'wait') return 'waiting';
      const changed = await repository.change(tx, payment, {
        status: 'authorised',
        providerRef: check.paymentIntentId,
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

  async function cancelUnpaid(sessionId: string, note: string): Promise<CardEventOutcome> {
    const payment = await db.transaction((tx) => repository.lockByRef(tx, 'stripe', sessionId));
    if (payment?.status !== 'pending') return 'ignored';
    return (await cancelUnpaidOrder(payment.orderId, note)) ? 'cancelled' : 'ignored';
  }

  return async function handle(event: Stripe.Event): Promise<CardEventOutcome> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        return settle(event, session.id, sessionClaim(session));
      }
      case 'payment_intent.amount_capturable_updated': {
        // Both events may come, in either order: the first authorises, the second finds it done.
        const intent = event.data.object;
        const paymentId = intent.metadata.paymentId;
        return paymentId ? settle(event, paymentId, intentClaim(intent)) : 'ignored';
      }
      case 'checkout.session.expired':
        return cancelUnpaid(event.data.object.id, UNPAID_CANCEL_NOTE);
      case 'checkout.session.async_payment_failed':
        return cancelUnpaid(event.data.object.id, FAILED_CANCEL_NOTE);
      default:
        return 'ignored';
    }
  };
}
