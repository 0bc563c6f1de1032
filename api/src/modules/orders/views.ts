import { QueryBuilder } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './tables';

const query = new QueryBuilder();

/**
 * An order as other modules read it inside their own statements (a problem
 * report's order, a ledger row's order number, a customer's order count): who,
 * where, what state and when. A sub-select Postgres folds into the join.
 */
export const orderView = (as = 'order') =>
  query
    .select({
      id: orders.id,
      number: orders.number,
      userId: orders.userId,
      storeId: orders.storeId,
      status: orders.status,
      deliveryOption: orders.deliveryOption,
      address: orders.address,
      currency: orders.currency,
      slotWindowId: orders.slotWindowId,
      slotDate: orders.slotDate,
      slotStartsAt: orders.slotStartsAt,
      slotEndsAt: orders.slotEndsAt,
      createdAt: orders.createdAt,
      // What a slot's day shows of each order.
      itemCount: orders.itemCount,
      totalMinor: orders.totalMinor,
      // What a short line gets at picking when it has no choice of its own.
      substitutionDefault: orders.substitutionDefault,
    })
    .from(orders)
    .as(as);

/** An order's line as other modules read it: the product, how many, and what it cost. */
export const orderLineView = (as = 'line') =>
  query
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      name: orderLines.name,
      sku: orderLines.sku,
      image: orderLines.image,
      unit: orderLines.unit,
      estimatedWeightGrams: orderLines.estimatedWeightGrams,
      quantity: orderLines.quantity,
      orderedQuantity: orderLines.orderedQuantity,
      unitPriceMinor: orderLines.unitPriceMinor,
      lineTotalMinor: orderLines.lineTotalMinor,
      discountMinor: orderLines.discountMinor,
      // A slot's pick list goes aisle by aisle.
      categoryName: orderLines.categoryName,
      // The picker offers the customer's own choice first.
      substitutionChoice: orderLines.substitutionChoice,
      substituteProductId: orderLines.substituteProductId,
      substituteForProductId: orderLines.substituteForProductId,
    })
    .from(orderLines)
    .as(as);
