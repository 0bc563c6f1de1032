import type { LineOffer } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import type { NotifyCustomer } from '../notifications/service';
import { lockHeldPayment, raiseHold, type PaymentProviders } from '../payments/service';
import { answerMinutesOf, orderLine } from './offerable';
import {
  insertOffer,
  lockAwaitingOffers,
  settledSubstitutes,
  toLineOffer,
  type OfferRow,
} from './line-offers-sql';
import { recordOrderEvent } from './order-events';
import { pricePicked, type PickedLine } from './picked-prices';
import { ordersRepository as repository } from './repository';
import { substituteLine } from './settle-picked';

// A weighed line that takes the order over what its payment holds (the
// estimate plus the store's buffer) is asked about, as a substitute is: the
// customer agrees to pay the extra, and the hold is raised by it (Stripe's
// incremental authorization); says no, and the picker weighs it again within
// the hold; or lets the window close, and pays no more than the hold.

/** What the picker's weighing asks, in the picker's transaction. */
export interface OverHoldCheck {
  storeId: number;
  orderId: string;
  /** The line just weighed, by its product. */
  productId: number;
  /**
   * Every line of the order as it would be charged now: the weighed and short
   * ones as picked, those still to pick as ordered (at their estimated weight).
   */
  projected: PickedLine[];
}

/**
 * Asks the customer about what the order now comes to over its hold, beyond
 * what is already being asked about; null when it fits, or when nothing is
 * held (the wallet paid it all). One question per line at a time: the picker
 * weighs a line again only once its question is closed.
 */
export async function offerOverHold(
  tx: Database,
  check: OverHoldCheck,
  notifyCustomer: NotifyCustomer,
): Promise<LineOffer | null> {
  const order = await repository.lockOrder(tx, check.orderId);
  if (!order || order.storeId !== check.storeId || order.status !== 'confirmed') return null;
  const held = await lockHeldPayment(tx, order.id);
  if (!held) return null;
  const substitutes = await settledSubstitutes(tx, order.id);
  const { waivedMinor } = pricePicked(
    order,
    [...check.projected, ...substitutes.map(substituteLine)],
    held.amountMinor,
  );
  const beingAsked = (await lockAwaitingOffers(tx, [order.id]))
    .filter((offer) => offer.kind === 'over_hold')
    .reduce((sum, offer) => sum + offer.extraMinor, 0);
  const extraMinor = waivedMinor - beingAsked;
  if (extraMinor <= 0) return null;
  const line = (await orderLine(tx, order.id, check.productId))!;
  const row = await insertOffer(
    tx,
    {
      storeId: order.storeId,
      orderId: order.id,
      productId: line.productId,
      kind: 'over_hold',
      extraMinor,
    },
    await answerMinutesOf(tx, order.storeId),
  );
  const offer = toLineOffer(row, null);
  await recordOrderEvent(tx, {
    orderId: order.id,
    storeId: order.storeId,
    kind: 'substitution_offered',
    data: {
      offerId: offer.id,
      kind: 'over_hold',
      productId: line.productId,
      name: line.name,
      extraMinor,
      answerBy: offer.answerBy,
    },
  });
  await notifyCustomer(tx, order.userId, {
    topic: 'order_weight_over_hold',
    order,
    weighed: line.name,
    extraMinor,
    heldMinor: held.amountMinor + order.walletPaidMinor,
    answerBy: new Date(offer.answerBy),
  });
  return offer;
}

/** The customer agreed to an over_hold offer's extra: the order's held payment is raised by it. */
export async function raiseHoldFor(
  tx: Database,
  providers: PaymentProviders,
  offer: OfferRow,
): Promise<void> {
  const held = await lockHeldPayment(tx, offer.orderId);
  if (held) await raiseHold(tx, providers, held, offer.extraMinor);
}
