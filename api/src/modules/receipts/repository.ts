import type { Order, OrderSeller } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { customerOrder, orderSeller } from '../orders/service';

/**
 * What a receipt reads; each function takes the database handle it runs on.
 * The order, and the seller it kept (which only a receipt prints), are read
 * by the orders' own code.
 */
export const receiptsRepository = {
  /** Only the owner's order; another customer's id finds nothing. */
  ownOrder: (db: Database, userId: string, orderId: string): Promise<Order | undefined> =>
    customerOrder(db, userId, orderId),

  /** Who sold the order, as the store was when it was placed. */
  sellerOf: (db: Database, orderId: string): Promise<OrderSeller> => orderSeller(db, orderId),
};
