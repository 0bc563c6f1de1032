import type { Database } from '../../db/database';
import { lockUser } from '../wallet/service';
import { ordersRepository as repository } from './repository';

/**
 * Locks an order of the store for a move: the customer's and any referrer's
 * rows first (ascending ids), then the order's, the order every money write
 * uses. Undefined when the store has no such order.
 */
export async function lockOrderForMove(tx: Database, storeId: number, orderId: string) {
  const owner = await repository.findOrderOwner(tx, storeId, orderId);
  if (!owner) return undefined;
  const ids = [owner.userId, owner.referredByUserId].filter((id): id is string => !!id);
  const locked = new Map<string, Awaited<ReturnType<typeof lockUser>>>();
  for (const id of [...new Set(ids)].sort()) locked.set(id, await lockUser(tx, id));
  const customer = locked.get(owner.userId)!;
  // A referrer is fixed once an order exists; if it somehow changed, reward nobody.
  const referredByUserId =
    customer.referredByUserId === owner.referredByUserId ? customer.referredByUserId : null;
  const order = await repository.lockOrder(tx, orderId);
  return order && { order, customer, referredByUserId };
}
