export * from './views';
import type { OrderStatus, Order } from '@storefront/shared/contracts';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { recordAudit } from '../audit/service';
import type { NotifyCustomer } from '../notifications/service';
import { lockPayments, type PaymentProviders } from '../payments/service';
import { lockUser } from '../wallet/service';
import {
  changeSubstitutions,
  type ChangeSubstitutionsResult,
  type SubstitutionChange,
} from './change-substitutions';
import { Refused, type PlaceOrder, type PlaceOrderResult } from './checkout-rules';
import { applyTransition, describeMove, isLegalMove } from './order-transitions';
import { placeOrder } from './place-order';
import { lockOrderForMove } from './order-locks';
import { createOfferService } from './offer-service';
import { reorderInto, type ReorderResult } from './reorder';
import {
  orProviderFailed,
  type CancelResult,
  type ChangeStatusResult,
  type ProviderFailed,
} from './service-results';
import { finishPicked, type FinishPickingResult, type PickedLinesReader } from './settle-picked';
import { ordersRepository as repository, type OrderRow, type StoreOrderFilter } from './repository';

export type { PlaceOrder, PlaceOrderResult, Refusal } from './checkout-rules';
export type { CancelResult, ChangeStatusResult } from './service-results';
export { substitutionsEditable } from './substitution-rules';
export type { OrderRow } from './repository';
export type { OrderAddress } from './tables';
export type { PickedLine } from './picked-prices';
export type { FinishPickingResult } from './settle-picked';
export type { AnswerResult, SubstituteRequest } from './offer-service';
export { offerKey } from './line-offers-sql';

/** The order row, locked for the rest of the caller's transaction (a problem report's decision). */
export function lockOrder(tx: Database, orderId: string): Promise<OrderRow | undefined> {
  return repository.lockOrder(tx, orderId);
}

/** One order as its customer sees it, that matches `where`; undefined otherwise. */
export function readOrder(db: Database, where: SQL | undefined): Promise<Order | undefined> {
  return repository.readOrder(db, where);
}

/** Which order's event log grew. */
export interface OrderEventNews {
  storeId: number;
  orderId: string;
}

export interface OrdersServiceOptions {
  db: Database;
  notifyCustomer: NotifyCustomer;
  /** Called after anything that may have moved stock: placing, cancelling, changing a status. */
  onStockChange: () => void;
  /**
   * Called once a transaction that added to an order's event log has
   * committed: every instance's live streams of that order and store look again.
   */
  onOrderEvent: (event: OrderEventNews) => void;
  payments: PaymentProviders;
  /** Where customers open the store: a card payment's page sends them back there. */
  publicUrl: string;
}

/** How many of the customer's orders are still on their way, in the caller's transaction. */
export function openOrderCountOf(tx: Database, userId: string): Promise<number> {
  return repository.openOrderCount(tx, userId);
}

/** A deleted customer's orders keep where they went, under `recipient` and with no phone. */
export function renameOrderRecipients(
  tx: Database,
  userId: string,
  recipient: string,
): Promise<void> {
  return repository.renameRecipients(tx, userId, recipient);
}

/**
 * The orders: placing one from the cart, the customer's and the store's
 * reads, the customer's cancel and reorder, the operator's moves. Each
 * change runs in one transaction.
 */
export function createOrdersService({
  db,
  notifyCustomer,
  onStockChange,
  onOrderEvent,
  payments,
  publicUrl,
}: OrdersServiceOptions) {
  const card = { stripe: payments.stripe, publicUrl };

  /** Cancels a placed order as the system, on the record: a card payment never made. Answers whether it did. */
  async function cancelUnpaid(orderId: string, note: string): Promise<boolean> {
    const outcome = await db.transaction(async (tx) => {
      const owner = await repository.findOrderOwner(tx, null, orderId);
      if (!owner) return null;
      const customer = await lockUser(tx, owner.userId);
      const order = await repository.lockOrder(tx, orderId);
      if (!customer || !order || order.status !== 'placed') return null;
      await applyTransition(
        tx,
        order,
        'cancelled',
        { note, changedBy: null },
        customer,
        notifyCustomer,
        payments,
      );
      return { storeId: order.storeId, orderId };
    });
    if (!outcome) return false;
    onStockChange();
    onOrderEvent(outcome);
    return true;
  }

  return {
    cancelUnpaid,
    ...createOfferService({ db, notifyCustomer, onOrderEvent, payments }),

    /**
     * A picked order, priced at what was picked and moved on to be handed
     * over, with the customer told, in one transaction (finishPicked).
     */
    async finishPicking(
      operator: { id: string; storeId: number },
      orderId: string,
      picked: PickedLinesReader,
    ): Promise<FinishPickingResult | ProviderFailed> {
      const outcome = await orProviderFailed(() =>
        db.transaction((tx) =>
          finishPicked(tx, { operator, orderId, picked, notifyCustomer, payments }),
        ),
      );
      // Committed: the customer's page and the desk hear of the move.
      if (outcome.status === 'moved') onOrderEvent({ storeId: operator.storeId, orderId });
      return outcome;
    },

    /** The customer's orders, newest first, ORDER_PAGE_SIZE to a page. */
    list: (userId: string, query: { page: number; status?: OrderStatus }) =>
      repository.list(db, userId, query),

    /** Only the owner's order; another customer's id finds nothing. */
    find: (userId: string, orderId: string): Promise<Order | undefined> =>
      repository.find(db, userId, orderId),

    /** The customer's own order's id and store (its live stream's scope); undefined for anyone else's. */
    findOwn: (userId: string, orderId: string) => repository.findOwnOrder(db, userId, orderId),

    /** Whether the order is one of the store's. */
    isStoreOrder: async (storeId: number, orderId: string) =>
      (await repository.findOrderOwner(db, storeId, orderId)) !== undefined,

    /** The order as its customer sees it, by id alone: for answers after a change. */
    findById: (orderId: string): Promise<Order | undefined> => repository.findById(db, orderId),

    /** A page of the store's orders with their customers, newest first, by cursor. */
    listForStore: (storeId: number, filter: StoreOrderFilter) =>
      repository.listForStore(db, storeId, filter),

    /** One of the store's orders with everything needed to pack and hand it over. */
    findForStore: (storeId: number, orderId: string): Promise<OperatorOrder | undefined> =>
      repository.findForStore(db, storeId, orderId),

    /** Puts an order's lines back into the customer's cart, as far as stock allows. */
    reorder: (userId: string, orderId: string): Promise<ReorderResult> =>
      db.transaction((tx) => reorderInto(tx, userId, orderId)),

    async place(request: PlaceOrder): Promise<PlaceOrderResult> {
      let order: Order;
      try {
        order = await db.transaction((tx) => placeOrder(tx, request, notifyCustomer, card));
      } catch (error) {
        // A refusal rolled everything back: no stock moved.
        if (error instanceof Refused) return error.result;
        throw error;
      }
      onStockChange();
      onOrderEvent({ storeId: request.storeId, orderId: order.id });
      return { status: 'placed', order };
    },

    /** The customer cancels their own order while it is still placed. */
    async cancelByCustomer(userId: string, orderId: string): Promise<CancelResult> {
      const outcome = await orProviderFailed(() =>
        db.transaction(async (tx) => {
          const customer = await lockUser(tx, userId);
          const order = await repository.lockOrder(tx, orderId);
          if (!customer || !order || order.userId !== userId)
            return { status: 'not-found' as const };
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
            payments,
          );
          return { status: 'cancelled' as const, storeId: order.storeId };
        }),
      );
      if (outcome.status !== 'cancelled') return outcome;
      onStockChange();
      onOrderEvent({ storeId: outcome.storeId, orderId });
      return { status: 'cancelled', order: (await repository.findById(db, orderId))! };
    },

    /** The customer changes their substitution choices until picking starts; answers the order. */
    async changeSubstitutions(
      userId: string,
      orderId: string,
      change: SubstitutionChange,
    ): Promise<
      | Exclude<ChangeSubstitutionsResult, { status: 'changed' }>
      | { status: 'changed'; order: Order }
    > {
      const outcome = await db.transaction((tx) =>
        changeSubstitutions(tx, userId, orderId, change),
      );
      if (outcome.status !== 'changed') return outcome;
      return { status: 'changed', order: (await repository.findById(db, orderId))! };
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
      const outcome = await orProviderFailed(() =>
        db.transaction(async (tx) => {
          const locked = await lockOrderForMove(tx, operator.storeId, orderId);
          if (!locked) return { status: 'not-found' as const };
          const { order, customer, referredByUserId } = locked;
          if (!isLegalMove(order, to)) return { status: 'illegal' as const, current: order.status };
          // A card not yet paid holds nothing: the order moves on only once it does, or is cancelled.
          const unpaid = (await lockPayments(tx, order.id)).some((p) => p.status === 'pending');
          if (unpaid && to !== 'cancelled') return { status: 'payment-pending' as const };
          await applyTransition(
            tx,
            order,
            to,
            { note, changedBy: operator.id },
            { ...customer, referredByUserId },
            notifyCustomer,
            payments,
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
        }),
      );
      if (outcome.status !== 'changed') return outcome;
      onStockChange();
      onOrderEvent({ storeId: operator.storeId, orderId });
      return {
        status: 'changed',
        order: (await repository.findForStore(db, operator.storeId, orderId))!,
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

// The event log other modules add to in their own transactions (the fulfilment's
// substitutions, picks and weights), announcing through app.orderEvents once committed.
export { recordOrderEvent, type NewOrderEvent } from './order-events';

// Reads other modules make of an order beyond its views (receipts, problem reports).
export { customerOrder, orderCompletedAt, orderSeller } from './reads-for-others';
