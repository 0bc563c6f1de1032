import type { OrderStatus, OperatorOrder, Order } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import type { NotifyCustomer } from '../../notifications/notify-customer';
import { recordAudit } from '../../repositories/audit-repository';
import {
  findOrderOwner,
  lockOrder,
  type OrdersRepository,
} from '../../repositories/orders-repository';
import { lockUser } from '../../repositories/wallet-repository';
import { applyTransition, describeMove, isLegalMove } from './order-transitions';
import { placeOrder, Refused, type PlaceOrder, type PlaceOrderResult } from './place-order';

export type CancelResult =
  | { status: 'cancelled'; order: Order }
  | { status: 'not-found' }
  | { status: 'not-cancellable'; current: OrderStatus };

export type ChangeStatusResult =
  | { status: 'changed'; order: OperatorOrder }
  | { status: 'not-found' }
  | { status: 'illegal'; current: OrderStatus };

export interface OrderServiceOptions {
  db: Database;
  orders: OrdersRepository;
  notifyCustomer: NotifyCustomer;
  /** Called after anything that may have moved stock: placing, cancelling, changing a status. */
  onStockChange: () => void;
}

/** The order rules, each run in one transaction: placing, the customer's cancel, the operator's moves. */
export function createOrderService({
  db,
  orders,
  notifyCustomer,
  onStockChange,
}: OrderServiceOptions) {
  return {
    async place(request: PlaceOrder): Promise<PlaceOrderResult> {
      let order: Order;
      try {
        order = await db.transaction((tx) => placeOrder(tx, request, notifyCustomer));
      } catch (error) {
        // A refusal rolled everything back: no stock moved.
        if (error instanceof Refused) return error.result;
        throw error;
      }
      onStockChange();
      return { status: 'placed', order };
    },

    /** The customer cancels their own order while it is still placed. */
    async cancelByCustomer(userId: string, orderId: string): Promise<CancelResult> {
      const outcome = await db.transaction(async (tx) => {
        const customer = await lockUser(tx, userId);
        const order = await lockOrder(tx, orderId);
        if (!customer || !order || order.userId !== userId) return { status: 'not-found' as const };
        if (order.status !== 'placed') {
          return { status: 'not-cancellable' as const, current: order.status };
        }
        await applyTransition(
          tx,
          order,
          'cancelled',
          { note: 'Cancelled by the customer', changedBy: userId },
          customer,
          notifyCustomer,
        );
        return { status: 'cancelled' as const };
      });
      if (outcome.status !== 'cancelled') return outcome;
      onStockChange();
      return { status: 'cancelled', order: (await orders.findById(orderId))! };
    },

    /**
     * An operator moves one of their store's orders along ORDER_TRANSITIONS,
     * on the record. The customer's and any referrer's rows are locked
     * (ascending ids) before the order's, the order every money write uses.
     */
    async changeStatus(
      operator: { id: string; storeId: number },
      orderId: string,
      to: OrderStatus,
      note: string | null,
    ): Promise<ChangeStatusResult> {
      const outcome = await db.transaction(async (tx) => {
        const owner = await findOrderOwner(tx, operator.storeId, orderId);
        if (!owner) return { status: 'not-found' as const };
        const ids = [owner.userId, owner.referredByUserId].filter((id): id is string => !!id);
        const locked = new Map<string, Awaited<ReturnType<typeof lockUser>>>();
        for (const id of [...new Set(ids)].sort()) locked.set(id, await lockUser(tx, id));
        const customer = locked.get(owner.userId)!;
        // A referrer is fixed once an order exists; if it somehow changed, reward nobody.
        const referredByUserId =
          customer.referredByUserId === owner.referredByUserId ? customer.referredByUserId : null;
        const order = await lockOrder(tx, orderId);
        if (!order) return { status: 'not-found' as const };
        if (!isLegalMove(order, to)) return { status: 'illegal' as const, current: order.status };
        await applyTransition(
          tx,
          order,
          to,
          { note, changedBy: operator.id },
          { ...customer, referredByUserId },
          notifyCustomer,
        );
        await recordAudit(tx, {
          storeId: operator.storeId,
          operatorId: operator.id,
          action: 'order.status_changed',
          entityType: 'order',
          entityId: order.id,
          orderId: order.id,
          customerId: order.userId,
          summary: `${order.number}: ${describeMove(order.status, to)}`,
          before: { status: order.status },
          after: { status: to, note },
        });
        return { status: 'changed' as const };
      });
      if (outcome.status !== 'changed') return outcome;
      onStockChange();
      return { status: 'changed', order: (await orders.findForStore(operator.storeId, orderId))! };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
