import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { recordAudit } from '../audit/service';
import type { NotifyCustomer } from '../notifications/service';
import { lockHeldPayment, refundToOriginal, type PaymentProviders } from '../payments/service';
import { closeDueOffers } from './line-offers';
import { settledSubstitutes, type OfferRow } from './line-offers-sql';
import { recordOrderEvent } from './order-events';
import { lockOrderForMove } from './order-locks';
import type { OrderRow } from './order-rows';
import { applyTransition, describeMove, isLegalMove } from './order-transitions';
import { ordersRepository as repository } from './repository';
import { pricePicked, type PickedLine, type PickedPrices } from './picked-prices';
import { orderLines, orders } from './tables';

/**
 * Prices a locked, picked order at what was picked, in the caller's
 * transaction (which holds the customer's lock, as every wallet write does):
 * its lines and totals are rewritten, and the wallet's part of goods that did
 * not come goes back to it. Card and in-person payments are only held so far:
 * completion takes the new total of them (capturePayments), never the hold.
 */
export async function settlePicked(
  tx: Database,
  providers: PaymentProviders,
  order: OrderRow,
  picked: PickedLine[],
): Promise<PickedPrices> {
  const held = await lockHeldPayment(tx, order.id);
  const substitutes = await settledSubstitutes(tx, order.id);
  const prices = pricePicked(
    order,
    [...picked, ...substitutes.map(substituteLine)],
    held ? held.amountMinor : null,
  );
  for (const line of prices.lines) {
    if (line.substituteFor !== undefined) {
      const { offer, ...product } = substitutes.find(
        (each) => each.offer.productId === line.substituteFor,
      )!;
      await tx.insert(orderLines).values({
        orderId: order.id,
        productId: line.productId,
        name: product.name,
        sku: product.sku,
        categoryName: product.categoryName,
        unit: 'each',
        image: product.image,
        unitPriceMinor: unitPriceOf(offer),
        vatRateBasisPoints: product.vatRateBasisPoints,
        quantity: line.quantity,
        orderedQuantity: 0,
        lineTotalMinor: line.lineTotalMinor,
        discountMinor: line.discountMinor,
        substituteForProductId: offer.productId,
      });
      continue;
    }
    await tx
      .update(orderLines)
      .set({
        quantity: line.quantity,
        weightGrams: line.weightGrams,
        lineTotalMinor: line.lineTotalMinor,
        discountMinor: line.discountMinor,
      })
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.productId, line.productId)));
  }
  await tx
    .update(orders)
    .set({
      subtotalMinor: prices.subtotalMinor,
      discountMinor: prices.discountMinor,
      totalMinor: prices.totalMinor,
      itemCount: prices.itemCount,
      walletPaidMinor: prices.walletPaidMinor,
    })
    .where(eq(orders.id, order.id));
  if (prices.walletRefundMinor > 0) {
    const refunded = await refundToOriginal(tx, providers, order, {
      amountMinor: prices.walletRefundMinor,
      description: `Refund for items not in order ${order.number}`,
      key: `picked-${order.id}`,
      note: 'For items that were short at picking',
    });
    if (!refunded) throw new Error(`The wallet part of ${order.number} could not be refunded`);
  }
  return prices;
}

/** What one substitute is charged: its own price when accepted, the lower of the two when defaulted. */
const unitPriceOf = (offer: OfferRow) =>
  offer.state === 'accepted' ? offer.substituteUnitPriceMinor! : offer.noAnswerUnitPriceMinor!;

/** An accepted or defaulted substitute, as a line priced like the picked ones. */
export function substituteLine({ offer }: { offer: OfferRow }): PickedLine {
  const unitPriceMinor = unitPriceOf(offer);
  return {
    productId: offer.substituteProductId!,
    substituteFor: offer.productId,
    unit: 'each',
    unitPriceMinor,
    lineTotalMinor: unitPriceMinor * offer.substituteQuantity!,
    discountMinor: 0,
    pickedQuantity: offer.substituteQuantity!,
    weightGrams: null,
  };
}

/** Reads a picked order's lines once it is locked, in the same transaction. */
export type PickedLinesReader = (tx: Database, order: OrderRow) => Promise<PickedLine[]>;

export type FinishPickingResult =
  | { status: 'moved'; order: OrderRow }
  | { status: 'not-found' }
  | { status: 'illegal'; current: OrderStatus }
  /** A customer's window is still open: the order waits for their answer. */
  | { status: 'answers-awaited'; answerBy: string; number: string };

/**
 * A picked order, priced at what was picked (settlePicked) and moved on to be
 * handed over (ready for pickup, or out for delivery) with its customer told
 * and the move on the record, in the caller's transaction.
 */
export async function finishPicked(
  tx: Database,
  job: {
    operator: { id: string; storeId: number };
    orderId: string;
    picked: PickedLinesReader;
    notifyCustomer: NotifyCustomer;
    payments: PaymentProviders;
  },
): Promise<FinishPickingResult> {
  const { operator, orderId, payments } = job;
  const locked = await lockOrderForMove(tx, operator.storeId, orderId);
  if (!locked) return { status: 'not-found' };
  const { order, customer, referredByUserId } = locked;
  const to = order.deliveryOption === 'delivery' ? 'out_for_delivery' : 'ready_for_pickup';
  if (!isLegalMove(order, to)) return { status: 'illegal', current: order.status };
  const { awaitedUntil } = await closeDueOffers(tx, order.id);
  if (awaitedUntil)
    return { status: 'answers-awaited', answerBy: awaitedUntil, number: order.number };
  const prices = await settlePicked(tx, payments, order, await job.picked(tx, order));
  await recordOrderEvent(tx, {
    orderId: order.id,
    storeId: order.storeId,
    kind: 'order_repriced',
    data: {
      subtotalMinor: prices.subtotalMinor,
      discountMinor: prices.discountMinor,
      totalMinor: prices.totalMinor,
      walletRefundMinor: prices.walletRefundMinor,
      waivedMinor: prices.waivedMinor,
    },
  });
  const priced = (await repository.lockOrder(tx, orderId))!;
  await applyTransition(
    tx,
    priced,
    to,
    { note: 'Picked', changedBy: operator.id },
    { ...customer, referredByUserId },
    job.notifyCustomer,
    payments,
  );
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: 'order.status_changed',
    entityType: 'order',
    entityId: order.id,
    orderId: order.id,
    customerId: order.userId,
    summary: `${order.number}: picked, ${describeMove(order.status, to)}`,
    before: { status: order.status, totalMinor: order.totalMinor },
    after: { status: to, totalMinor: priced.totalMinor },
  });
  return { status: 'moved', order: { ...priced, status: to } };
}
