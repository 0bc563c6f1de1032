import { and, eq } from 'drizzle-orm';
import type { Order, OrderSeller } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';
import { readOrder } from '../orders/service';

/**
 * What a receipt reads; each function takes the database handle it runs on.
 * The order itself is read by the orders' own code; the seller the order
 * kept is read here, since only a receipt prints it.
 */
export const receiptsRepository = {
  /** Only the owner's order; another customer's id finds nothing. */
  ownOrder: (db: Database, userId: string, orderId: string): Promise<Order | undefined> =>
    readOrder(db, and(eq(orders.id, orderId), eq(orders.userId, userId))),

  /** Who sold the order, as the store was when it was placed. */
  async sellerOf(db: Database, orderId: string): Promise<OrderSeller> {
    const [row] = await db
      .select({ seller: orders.seller })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row!.seller;
  },
};
