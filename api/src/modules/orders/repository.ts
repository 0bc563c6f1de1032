import { lockCheckout } from './checkout-lock-sql';
import { writePlacedOrder } from './checkout-sql';
import {
  findOrderOwner,
  findOwnOrder,
  insertStatusEvent,
  lockOrder,
  openOrderCount,
  orderLineQuantities,
  productsNow,
  renameRecipients,
  reorderLines,
  setOrderStatus,
  setSubstitutions,
} from './order-moves-sql';
import { orderReads, readOrder } from './order-reads';
import { storeOrderReads } from './store-order-reads';

export type { CheckoutSlot, LockedCheckout } from './checkout-lock-sql';
export type { NewOrder } from './checkout-sql';
export type { StatusChange } from './order-moves-sql';
export type { NewOrderLine, OrderRow } from './order-rows';
export { amountDueMinor, toCustomerLine, toSummary } from './order-rows';
export type { StoreOrderFilter } from './store-order-reads';

/**
 * All of the orders' SQL, over their tables (orders, their lines and their
 * timelines). Each function takes the database handle it runs on: the pool,
 * or the service's transaction. Kept in files by what it serves: checkout's
 * two statements (checkout-lock-sql.ts, checkout-sql.ts), the customer's
 * reads, the store's reads, and the moves after an order is placed.
 */
export const ordersRepository = {
  ...orderReads,
  ...storeOrderReads,
  readOrder,
  lockCheckout,
  writePlacedOrder,
  lockOrder,
  findOrderOwner,
  insertStatusEvent,
  setOrderStatus,
  setSubstitutions,
  orderLineQuantities,
  findOwnOrder,
  reorderLines,
  productsNow,
  openOrderCount,
  renameRecipients,
};
