import type { Database } from '../../db/database';
import type { NotifyCustomer } from '../notifications/service';
import type { PaymentProviders } from '../payments/service';
import {
  answerOffer,
  offerSubstitute,
  withdrawLineOffer,
  type AnswerResult,
  type SubstituteRequest,
} from './line-offers';
import { latestOffers, openOffers } from './line-offers-sql';
import { offerOverHold, type OverHoldCheck } from './over-hold';
import { orProviderFailed, type ProviderFailed } from './service-results';

export type { AnswerResult, SubstituteRequest } from './line-offers';
export type { OverHoldCheck } from './over-hold';

/**
 * The orders service's part for line offers: the picking app asks and
 * withdraws in its own transactions (the picking module writes no order
 * table itself), and the customer answers in one of their own.
 */
export function createOfferService({
  db,
  notifyCustomer,
  onOrderEvent,
  payments,
}: {
  db: Database;
  notifyCustomer: NotifyCustomer;
  onOrderEvent: (event: { storeId: number; orderId: string }) => void;
  payments: PaymentProviders;
}) {
  return {
    /** Asks the customer about a substitute for a short line, in the picker's transaction. */
    offerSubstitute: (tx: Database, request: SubstituteRequest) =>
      offerSubstitute(tx, request, notifyCustomer),

    /** Asks the customer when a weighed line takes the order over its hold, in the picker's transaction. */
    offerOverHold: (tx: Database, check: OverHoldCheck) => offerOverHold(tx, check, notifyCustomer),

    /** Withdraws a line's awaiting offer as the picker resets it, in their transaction. */
    withdrawLineOffer,

    /** Each line's newest offer of the orders, keyed `${orderId}:${productId}`. */
    latestOffers: (orderIds: string[], on: Database = db) => latestOffers(on, orderIds),

    /** The orders' offers still inside their windows: what a finish waits on. */
    openOffers: (orderIds: string[]) => openOffers(db, orderIds),

    /**
     * The customer accepts or rejects an offer on their own order; the streams
     * hear of it. Accepting a weight over the hold raises the hold first: when
     * the provider cannot, nothing changes (payment-provider-failed).
     */
    async answerOffer(
      userId: string,
      where: { orderId: string; offerId: string },
      accept: boolean,
    ): Promise<AnswerResult | ProviderFailed> {
      const outcome = await orProviderFailed(() =>
        db.transaction((tx) => answerOffer(tx, payments, userId, where, accept)),
      );
      if (outcome.status === 'answered') {
        onOrderEvent({ storeId: outcome.storeId, orderId: where.orderId });
      }
      return outcome;
    },
  };
}
