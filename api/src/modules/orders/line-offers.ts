import { eq } from 'drizzle-orm';
import type { LineOffer } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { moveStock, productView, variantNameSql } from '../catalogue/service';
import type { NotifyCustomer } from '../notifications/service';
import type { PaymentProviders } from '../payments/service';
import { answerMinutesOf, offerableProduct, orderLine } from './offerable';
import {
  closeOffer,
  findOffer,
  insertOffer,
  lockAwaitingOffers,
  lockLatestOffer,
  offersToRelease,
  toLineOffer,
  type OfferRow,
} from './line-offers-sql';
import { recordOrderEvent } from './order-events';
import { raiseHoldFor } from './over-hold';
import { ordersRepository as repository } from './repository';

// The questions asked of a customer about a line while their order is picked
// (line offers): a substitute for a short line's missing ones, or a weighed
// line over the hold (over-hold.ts). Each runs in
// the caller's transaction with the order's row locked, the lock a finish
// takes too, so an answer and a finish queue and one of them sees the other.

const refusal = (status: number, code: string, message: string, field?: string) =>
  new HttpError(status, code, message, field);

/** What the picker asks for a short line. */
export interface SubstituteRequest {
  storeId: number;
  orderId: string;
  /** The short line, by its product. */
  productId: number;
  /** How many the line is short of. */
  missing: number;
  substituteProductId: number;
  /** How many of the substitute; the missing count when absent. */
  quantity?: number;
}

/**
 * Offers a substitute for a short line's missing ones: the customer is asked
 * (the offer, its event and their text), and the substitute is taken off the
 * shelf for them until they answer (back on it if they reject it or the
 * picker withdraws it). 409 NO_SUBSTITUTE_WANTED when their choice for the
 * line is "no substitute"; 409 OFFER_OPEN / OFFER_ANSWERED when the line was
 * asked about already.
 */
export async function offerSubstitute(
  tx: Database,
  request: SubstituteRequest,
  notifyCustomer: NotifyCustomer,
): Promise<LineOffer> {
  const order = await repository.lockOrder(tx, request.orderId);
  if (!order || order.storeId !== request.storeId) {
    throw refusal(404, 'NOT_FOUND', 'That order was not found.', 'orderId');
  }
  // Cancelled (or moved on) since it was claimed: there is no one to ask.
  if (order.status !== 'confirmed') {
    throw refusal(409, 'ORDER_MOVED', 'This order is no longer being picked.', 'orderId');
  }
  const line = await orderLine(tx, order.id, request.productId);
  if (!line) throw refusal(404, 'NOT_FOUND', 'That line is not in the order.', 'productId');
  if ((line.substitutionChoice ?? order.substitutionDefault) === 'none') {
    throw refusal(
      409,
      'NO_SUBSTITUTE_WANTED',
      'The customer asked for no substitute for this line.',
      'substituteProductId',
    );
  }
  const latest = await lockLatestOffer(tx, order.id, line.productId);
  if (
    latest?.state === 'awaiting' ||
    latest?.state === 'accepted' ||
    latest?.state === 'defaulted'
  ) {
    throw refusal(
      409,
      latest.state === 'awaiting' ? 'OFFER_OPEN' : 'OFFER_ANSWERED',
      latest.state === 'awaiting'
        ? 'The customer is still being asked about this line.'
        : 'The customer’s answer for this line stands.',
      'productId',
    );
  }
  const quantity = request.quantity ?? request.missing;
  if (quantity < 1 || quantity > request.missing) {
    throw refusal(400, 'VALIDATION_FAILED', `quantity is 1 to ${request.missing}`, 'quantity');
  }
  const product = await offerableProduct(tx, order.storeId, request);
  const taken = await moveStock(tx, {
    productId: product.id,
    change: -quantity,
    kind: 'sale',
    orderId: order.id,
    note: `Substitute for ${line.name}`,
  });
  if (!taken) {
    throw refusal(
      409,
      'OUT_OF_STOCK',
      `Not enough ${product.name} on the shelf.`,
      'substituteProductId',
    );
  }
  const row = await insertOffer(
    tx,
    {
      storeId: order.storeId,
      orderId: order.id,
      productId: line.productId,
      kind: 'substitute',
      substituteProductId: product.id,
      substituteQuantity: quantity,
      substituteUnitPriceMinor: product.priceMinor,
      noAnswerUnitPriceMinor: Math.min(product.priceMinor, line.unitPriceMinor),
    },
    await answerMinutesOf(tx, order.storeId),
  );
  const offer = toLineOffer(row, product);
  await recordOrderEvent(tx, {
    orderId: order.id,
    storeId: order.storeId,
    kind: 'substitution_offered',
    data: {
      offerId: offer.id,
      productId: line.productId,
      name: line.name,
      substitute: offer.substitute,
      answerBy: offer.answerBy,
    },
  });
  await notifyCustomer(tx, order.userId, {
    topic: 'order_substitution_offered',
    order,
    ordered: line.name,
    offered: product.name,
    quantity,
    unitPriceMinor: offer.substitute!.unitPriceMinor,
    unitPriceIfNoAnswerMinor: offer.substitute!.unitPriceIfNoAnswerMinor,
    answerBy: new Date(offer.answerBy),
  });
  return offer;
}

/** A substitute not taken goes back on the shelf. */
async function putBack(tx: Database, offer: OfferRow, why: string) {
  if (offer.substituteProductId === null) return;
  await moveStock(tx, {
    productId: offer.substituteProductId,
    change: offer.substituteQuantity!,
    kind: 'sale',
    orderId: offer.orderId,
    note: why,
  });
}

/** Tells the order's followers how an offer was closed. */
const answered = (tx: Database, offer: OfferRow, by: 'customer' | 'picker' | 'window') =>
  recordOrderEvent(tx, {
    orderId: offer.orderId,
    storeId: offer.storeId,
    kind: 'substitution_answered',
    data: { offerId: offer.id, productId: offer.productId, state: offer.state, by },
  });

/**
 * The picker undoes a line (reset): an offer still awaiting is withdrawn and
 * its substitute put back; one the customer answered, or whose window closed,
 * stands (409 OFFER_ANSWERED). A line never asked about, or whose offer was
 * rejected, is free to reset. In the picker's transaction.
 */
export async function withdrawLineOffer(
  tx: Database,
  line: { orderId: string; productId: number },
): Promise<void> {
  // The order's row first, as an answer and a cancellation lock it: they queue.
  await repository.lockOrder(tx, line.orderId);
  const latest = await lockLatestOffer(tx, line.orderId, line.productId);
  if (!latest || latest.state === 'rejected') return;
  if (latest.state === 'awaiting' && latest.open) {
    const withdrawn = await closeOffer(
      tx,
      { orderId: line.orderId, offerId: latest.id },
      'withdrawn',
    );
    await putBack(tx, withdrawn!, 'Substitute withdrawn');
    await answered(tx, withdrawn!, 'picker');
    return;
  }
  throw refusal(
    409,
    'OFFER_ANSWERED',
    'The customer’s answer about this line stands: it cannot be reset.',
    'productId',
  );
}

export type AnswerResult =
  | { status: 'answered'; offer: LineOffer; storeId: number }
  | { status: 'not-found' }
  | { status: 'closed' };

/**
 * The customer accepts or rejects an offer on their own order, inside its
 * window and while the order is still being picked. The order's row is
 * locked first, as a finish locks it: two answers, or an answer and a
 * finish, queue, and the one that comes second finds the offer closed.
 */
export async function answerOffer(
  tx: Database,
  providers: PaymentProviders,
  userId: string,
  where: { orderId: string; offerId: string },
  accept: boolean,
): Promise<AnswerResult> {
  const order = await repository.lockOrder(tx, where.orderId);
  if (!order || order.userId !== userId) return { status: 'not-found' };
  const found = await findOffer(tx, order.id, where.offerId);
  if (!found) return { status: 'not-found' };
  if (order.status !== 'confirmed') return { status: 'closed' };
  const closed = await closeOffer(tx, where, accept ? 'accepted' : 'rejected');
  if (!closed) return { status: 'closed' };
  // The provider may refuse to hold more (PaymentProviderError): then nothing here stands.
  if (accept && closed.kind === 'over_hold') await raiseHoldFor(tx, providers, closed);
  if (!accept) await putBack(tx, closed, 'Substitute rejected');
  await answered(tx, closed, 'customer');
  const product = productView('product');
  const [shown] = closed.substituteProductId
    ? await tx
        .select({ name: variantNameSql('product'), image: product.image })
        .from(product)
        .where(eq(product.id, closed.substituteProductId))
    : [];
  return { status: 'answered', offer: toLineOffer(closed, shown ?? null), storeId: order.storeId };
}

/**
 * Before a picked order is priced, with its row locked: offers still inside
 * their windows hold it up (answered with when they close); the rest whose
 * windows closed unanswered are defaulted, on the order's event log.
 */
export async function closeDueOffers(
  tx: Database,
  orderId: string,
): Promise<{ awaitedUntil: string | null }> {
  const awaiting = await lockAwaitingOffers(tx, [orderId]);
  const open = awaiting.filter((offer) => offer.open);
  if (open.length > 0) {
    const last = open
      .map((offer) => new Date(offer.answerBy).getTime())
      .sort()
      .at(-1)!;
    return { awaitedUntil: new Date(last).toISOString() };
  }
  for (const offer of awaiting) {
    const defaulted = await closeOffer(tx, { orderId, offerId: offer.id }, 'defaulted');
    if (defaulted) await answered(tx, defaulted, 'window');
  }
  return { awaitedUntil: null };
}

/**
 * An order cancelled while it is picked: its substitutes go back on the
 * shelf, and the questions still awaiting are withdrawn. (Once picked, they
 * are lines, which the cancellation puts back as it does every line.)
 */
export async function releaseOffers(tx: Database, orderId: string): Promise<void> {
  for (const offer of await offersToRelease(tx, orderId)) {
    if (offer.state === 'awaiting') {
      const withdrawn = await closeOffer(tx, { orderId, offerId: offer.id }, 'withdrawn');
      if (withdrawn) await answered(tx, withdrawn, 'picker');
    }
    await putBack(tx, offer, 'Order cancelled');
  }
}
