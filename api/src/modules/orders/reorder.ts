import { MAX_LINE_QUANTITY, type ReorderResponse } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { cartQuantities, setCartLine } from '../cart/service';
import { lockUser } from '../wallet/service';
import { ordersRepository as repository } from './repository';

export type ReorderResult =
  { status: 'reordered'; result: ReorderResponse } | { status: 'not-found' };

/**
 * Puts an order's lines back into the customer's server cart, inside the
 * caller's transaction, each as far as stock allows on top of what the cart
 * already holds; says what did not fit. The customer's row is locked first,
 * as every checkout locks it, so a reorder never races their checkout.
 */
export async function reorderInto(
  tx: Database,
  userId: string,
  orderId: string,
): Promise<ReorderResult> {
  await lockUser(tx, userId);
  const order = await repository.findOwnOrder(tx, userId, orderId);
  if (!order) return { status: 'not-found' };
  const lines = await repository.reorderLines(tx, orderId);
  const productIds = lines.map((line) => line.productId);
  const found = await repository.productsNow(tx, productIds);
  const inCart = await cartQuantities(tx, userId, productIds);
  const stockOf = new Map(found.map((product) => [product.id, product]));

  const result: ReorderResponse = { added: [], unavailable: [] };
  for (const line of lines) {
    const product = stockOf.get(line.productId);
    if (!product || product.storeId !== order.storeId || !product.published) {
      result.unavailable.push({
        productId: line.productId,
        name: line.name,
        addedQuantity: 0,
        reason: 'no_longer_sold',
      });
      continue;
    }
    const already = inCart.get(line.productId) ?? 0;
    const granted = Math.max(
      already,
      Math.min(already + line.quantity, product.stock, MAX_LINE_QUANTITY),
    );
    const addedQuantity = granted - already;
    if (addedQuantity > 0) await setCartLine(tx, userId, line.productId, granted);
    if (addedQuantity === line.quantity) {
      result.added.push({ productId: line.productId, name: product.name, quantity: addedQuantity });
    } else {
      result.unavailable.push({
        productId: line.productId,
        name: product.name,
        addedQuantity,
        reason: addedQuantity === 0 && product.stock === 0 ? 'out_of_stock' : 'not_enough_stock',
      });
    }
  }
  return { status: 'reordered', result };
}
