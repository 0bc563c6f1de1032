import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { accountView } from '../accounts/service';
import { productView, variantNameSql } from '../catalogue/service';
import type { OrderRow } from './order-rows';
import { orderLines, orders, orderStatusEvents } from './tables';

// The SQL of an order's moves after it is placed (the operator's, the
// customer's cancel, the system's), and of reading one back into the cart.

/** The order row, locked for the rest of the transaction. */
export async function lockOrder(tx: Database, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

export interface StatusChange {
  /** The reason or remark; a cancellation always has one. */
  note: string | null;
  /** The operator or customer who made the change; null for the system. */
  changedBy: string | null;
}

/** One entry of the order's timeline. */
export async function insertStatusEvent(
  tx: Database,
  orderId: string,
  status: OrderStatus,
  change: StatusChange,
) {
  const [written] = await tx
    .insert(orderStatusEvents)
    .values({ orderId, status, at: sql`clock_timestamp()`, ...change })
    .returning();
  return written!;
}

/** Moves the order to `status` and writes the timeline's entry. */
export async function setOrderStatus(
  tx: Database,
  orderId: string,
  status: OrderStatus,
  change: StatusChange,
) {
  await tx.update(orders).set({ status }).where(eq(orders.id, orderId));
  return insertStatusEvent(tx, orderId, status, change);
}

export async function orderLineQuantities(tx: Database, orderId: string) {
  return tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId));
}

/** The customer of one of the store's orders, with whoever referred them. */
export async function findOrderOwner(tx: Database, storeId: number | null, orderId: string) {
  const customer = accountView('customer');
  const [owner] = await tx
    .select({ userId: orders.userId, referredByUserId: customer.referredByUserId })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.userId))
    .where(and(eq(orders.id, orderId), storeId === null ? undefined : eq(orders.storeId, storeId)));
  return owner;
}

/** One of the customer's orders (its id and store); undefined for anyone else's. */
export async function findOwnOrder(tx: Database, userId: string, orderId: string) {
  const [order] = await tx
    .select({ id: orders.id, storeId: orders.storeId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order;
}

/** An order's lines as a reorder puts them back: product, name and quantity, by product id. */
export async function reorderLines(tx: Database, orderId: string) {
  return tx
    .select({
      productId: orderLines.productId,
      name: orderLines.name,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId));
}

/** The products as they are now, whether still sold and how many are on the shelf. */
export async function productsNow(tx: Database, productIds: number[]) {
  const product = productView('product');
  return tx
    .select({
      id: product.id,
      name: variantNameSql('product'),
      stock: product.stock,
      storeId: product.storeId,
      published: product.published,
    })
    .from(product)
    .where(inArray(product.id, productIds));
}

/** How many of the customer's orders are still on their way (not completed or cancelled). */
export async function openOrderCount(tx: Database, userId: string): Promise<number> {
  const [open] = await tx
    .select({ count: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, ['completed', 'cancelled'])));
  return open?.count ?? 0;
}

/**
 * A deleted customer's delivery addresses on their orders name `recipient`
 * and no phone; where the orders went stays for the books.
 */
export async function renameRecipients(
  tx: Database,
  userId: string,
  recipient: string,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      address: sql`${orders.address} || jsonb_build_object('recipient', ${recipient}::text, 'phone', null)`,
    })
    .where(and(eq(orders.userId, userId), sql`${orders.address} is not null`));
}

/** A line's new choice, as its columns. */
export interface LineSubstitutionColumns {
  productId: number;
  substitutionChoice: 'similar' | 'specific' | 'none' | null;
  substituteProductId: number | null;
}

/** Sets the order's default (when given) and the named lines' choices, in two statements at most. */
export async function setSubstitutions(
  tx: Database,
  orderId: string,
  substitutionDefault: OrderRow['substitutionDefault'] | undefined,
  lines: LineSubstitutionColumns[],
) {
  if (substitutionDefault) {
    await tx.update(orders).set({ substitutionDefault }).where(eq(orders.id, orderId));
  }
  if (lines.length === 0) return;
  await tx.execute(sql`
    update order_lines
    set substitution_choice = chosen."substitutionChoice",
      substitute_product_id = chosen."substituteProductId"
    from json_to_recordset(${JSON.stringify(lines)}::json) as chosen(
      "productId" integer, "substitutionChoice" text, "substituteProductId" integer
    )
    where order_lines.order_id = ${orderId}::uuid and order_lines.product_id = chosen."productId"`);
}
