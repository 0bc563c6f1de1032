import { and, desc, eq } from 'drizzle-orm';
import type { Order, OrderSeller } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { ordersRepository } from './repository';
import { orderStatusEvents, orders } from './tables';

// What other modules read of an order that the views (views.ts) do not carry:
// the whole order as its customer sees it, the seller it kept, and when it
// completed. Exported through the service, each on the handle it is given.

/** Only the owner's order, as its customer sees it; another customer's id finds nothing. */
export function customerOrder(
  db: Database,
  userId: string,
  orderId: string,
): Promise<Order | undefined> {
  return ordersRepository.find(db, userId, orderId);
}

/** Who sold the order, as the store was when it was placed (a receipt prints it). */
export async function orderSeller(db: Database, orderId: string): Promise<OrderSeller> {
  const [row] = await db
    .select({ seller: orders.seller })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!.seller;
}

/** When the order completed; undefined while it has not (a problem report's deadline). */
export async function orderCompletedAt(db: Database, orderId: string): Promise<Date | undefined> {
  const [event] = await db
    .select({ at: orderStatusEvents.at })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'completed')))
    .orderBy(desc(orderStatusEvents.at))
    .limit(1);
  return event?.at;
}
