import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { productView, variantNameSql } from '../catalogue/service';
import { storeView } from '../store/service';
import type { SubstituteRequest } from './line-offers';
import { offeredProductIds } from './line-offers-sql';
import { ordersRepository as repository } from './repository';
import { orderLines } from './tables';

// What a substitute is checked against: the order's line it is for, and the
// product offered, which must be the store's, on sale, sold by the piece, and
// not already in the order (nor offered for another of its lines).

/** How long the store gives a customer to answer (its substitutionAnswerMinutes). */
export async function answerMinutesOf(tx: Database, storeId: number): Promise<number> {
  const store = storeView('store');
  const [settings] = await tx
    .select({ minutes: store.substitutionAnswerMinutes })
    .from(store)
    .where(eq(store.id, storeId));
  return settings?.minutes ?? 10;
}

export async function orderLine(tx: Database, orderId: string, productId: number) {
  const [line] = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.productId, productId)));
  return line;
}

/** The product offered, if it may stand in for the line; the refusal naming substituteProductId otherwise. */
export async function offerableProduct(tx: Database, storeId: number, request: SubstituteRequest) {
  const product = productView('product');
  const [found] = await tx
    .select({
      id: product.id,
      storeId: product.storeId,
      name: variantNameSql('product'),
      image: product.image,
      priceMinor: product.priceMinor,
      unit: product.unit,
      published: product.published,
    })
    .from(product)
    .where(eq(product.id, request.substituteProductId));
  const wrong = (message: string) =>
    new HttpError(400, 'VALIDATION_FAILED', message, 'substituteProductId');
  if (!found || found.storeId !== storeId || !found.published) {
    throw wrong('substituteProductId is not a product on sale here');
  }
  if (found.unit === 'per_kg') throw wrong('substituteProductId is sold by weight: choose another');
  const onOrder = (await repository.orderLineQuantities(tx, request.orderId)).map(
    (line) => line.productId,
  );
  const offered = await offeredProductIds(tx, request.orderId);
  if (onOrder.includes(found.id) || offered.includes(found.id)) {
    throw wrong('substituteProductId is already in this order: choose another');
  }
  return found;
}
