import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  deliveryFeeMinor,
  ORDER_PAGE_SIZE,
  ORDER_TRANSITIONS,
  type DeliveryOption,
  type OperatorOrderSummary,
  type Order,
  type OrderLine,
  type OrderStatus,
  type OrderSummary,
  type Page,
  type PaymentMethod,
  type ReorderResponse,
} from '@storefront/shared/contracts';
import type { Database } from '../db/database';
import {
  addresses,
  cartItems,
  orderLines,
  orders,
  orderStatusEvents,
  products,
  stores,
  users,
  type OrderAddress,
} from '../db/schema';
import { rewardReferral } from './referrals-repository';
import { earnPoints } from './rewards-repository';
import { appendWalletEntry, lockUser } from './wallet-repository';

export interface PlaceOrder {
  userId: string;
  storeId: number;
  deliveryOption: DeliveryOption;
  paymentMethod: PaymentMethod;
  addressId?: string;
  /** The part to pay from the wallet, in minor units. */
  walletAmountMinor?: number;
}

export type PlaceOrderResult =
  | { status: 'placed'; order: Order }
  | { status: 'cart-empty' }
  | { status: 'address-not-found' }
  | { status: 'out-of-stock'; name: string; stock: number }
  | { status: 'documents-not-approved' }
  | { status: 'wallet-exceeds-total'; totalMinor: number }
  | { status: 'wallet-insufficient'; balanceMinor: number };

export type CancelResult =
  | { status: 'cancelled'; order: Order }
  | { status: 'not-found' }
  | { status: 'not-cancellable'; current: OrderStatus };

export type ChangeStatusResult =
  | { status: 'changed'; order: Order }
  | { status: 'not-found' }
  | { status: 'illegal'; current: OrderStatus };

export type ReorderResult =
  { status: 'reordered'; result: ReorderResponse } | { status: 'not-found' };

type Refusal = Exclude<PlaceOrderResult, { status: 'placed' }>;

/** Thrown inside the transaction so it rolls back; turned back into a result outside. */
class Refused extends Error {
  constructor(readonly result: Refusal) {
    super(result.status);
  }
}

type OrderRow = typeof orders.$inferSelect;

const toSummary = (row: OrderRow): OrderSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  deliveryOption: row.deliveryOption,
  paymentMethod: row.paymentMethod,
  currency: row.currency,
  subtotalMinor: row.subtotalMinor,
  deliveryFeeMinor: row.deliveryFeeMinor,
  totalMinor: row.totalMinor,
  walletPaidMinor: row.walletPaidMinor,
  itemCount: row.itemCount,
  createdAt: row.createdAt.toISOString(),
});

/** The cart's ceiling for one line (quantitySchema). */
const MAX_LINE_QUANTITY = 99;

/** One order, with its lines and history, that matches `where`; undefined otherwise. */
async function readOrder(db: Database, where: SQL | undefined): Promise<Order | undefined> {
  const [order] = await db.select().from(orders).where(where);
  if (!order) return undefined;
  const lines = await db
    .select({
      productId: orderLines.productId,
      name: orderLines.name,
      image: orderLines.image,
      unitPriceMinor: orderLines.unitPriceMinor,
      quantity: orderLines.quantity,
      lineTotalMinor: orderLines.lineTotalMinor,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.productId));
  const history = await db
    .select({
      status: orderStatusEvents.status,
      at: orderStatusEvents.at,
      note: orderStatusEvents.note,
    })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, order.id))
    .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id));
  return {
    ...toSummary(order),
    address: order.address,
    lines,
    history: history.map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}

/**
 * Moves a locked order to `to` and does what the move means, in the caller's
 * transaction: a cancellation puts the stock back and refunds the wallet
 * part; a completion earns loyalty points and, on a referred customer's
 * first completed order, the referral reward for both sides. The caller
 * holds the customer's (and any referrer's) users row lock.
 */
async function applyTransition(
  tx: Database,
  order: OrderRow,
  to: OrderStatus,
  note: string | null,
  customer: { id: string; name: string; referredByUserId: string | null },
): Promise<void> {
  await tx.update(orders).set({ status: to }).where(eq(orders.id, order.id));
  await tx
    .insert(orderStatusEvents)
    .values({ orderId: order.id, status: to, note, at: sql`clock_timestamp()` });
  if (to === 'cancelled') {
    const lines = await tx
      .select({ productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.productId));
    for (const line of lines) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    }
    if (order.walletPaidMinor > 0) {
      await appendWalletEntry(tx, {
        userId: order.userId,
        kind: 'reversal',
        reason: 'order_refund',
        amountMinor: order.walletPaidMinor,
        description: `Refund for cancelled order ${order.number}`,
        orderId: order.id,
      });
    }
  }
  if (to === 'completed') {
    await earnPoints(tx, order);
    await rewardReferral(tx, customer, order);
  }
}

/** The order row, locked for the rest of the transaction. */
async function lockOrder(tx: Database, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

// CM-000001: zero-padded to six digits, and longer, never cut, past 999999.
const NEXT_ORDER_NUMBER = sql<string>`(
  select 'CM-' || lpad(n::text, greatest(6, length(n::text)), '0')
  from nextval('order_number_seq') as n
)`;

async function orderAddress(tx: Database, request: PlaceOrder): Promise<OrderAddress | null> {
  if (request.deliveryOption === 'pickup') return null;
  if (!request.addressId) throw new Refused({ status: 'address-not-found' });
  const [address] = await tx
    .select({
      recipient: addresses.recipient,
      line1: addresses.line1,
      line2: addresses.line2,
      city: addresses.city,
      postcode: addresses.postcode,
      phone: addresses.phone,
    })
    .from(addresses)
    .where(and(eq(addresses.id, request.addressId), eq(addresses.userId, request.userId)));
  if (!address) throw new Refused({ status: 'address-not-found' });
  return address;
}

/**
 * Takes each line's quantity off the shelf. The UPDATE only matches while
 * enough stock is left, and Postgres re-checks that condition after waiting
 * for another order's row lock, so two orders can never share the last item.
 */
async function takeStock(tx: Database, lines: { productId: number; quantity: number }[]) {
  const taken: Omit<OrderLine, 'lineTotalMinor'>[] = [];
  for (const line of lines) {
    const [product] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ name: products.name, image: products.image, priceMinor: products.priceMinor });
    if (!product) {
      const [left] = await tx
        .select({ name: products.name, stock: products.stock })
        .from(products)
        .where(eq(products.id, line.productId));
      throw new Refused({ status: 'out-of-stock', name: left!.name, stock: left!.stock });
    }
    taken.push({
      productId: line.productId,
      name: product.name,
      image: product.image,
      unitPriceMinor: product.priceMinor,
      quantity: line.quantity,
    });
  }
  return taken;
}

export interface OrdersRepositoryOptions {
  /** Called after anything that may have moved stock: placing, cancelling, changing a status. */
  onStockChange?: () => void;
}

export function createOrdersRepository(
  db: Database,
  { onStockChange }: OrdersRepositoryOptions = {},
) {
  return {
    /**
     * Turns the customer's cart into an order in one transaction: stock taken
     * at today's prices, the order written, the cart emptied. Any refusal rolls
     * all of it back.
     */
    async place(request: PlaceOrder): Promise<PlaceOrderResult> {
      try {
        return await db.transaction(async (tx) => {
          // The customer's row first, as every wallet write does: it queues this
          // checkout behind the customer's other balance changes.
          const customer = await lockUser(tx, request.userId);
          const walletAmountMinor = request.walletAmountMinor ?? 0;
          if (walletAmountMinor > 0 && customer?.documentStatus !== 'approved') {
            throw new Refused({ status: 'documents-not-approved' });
          }
          // Locking the cart makes a second, simultaneous checkout by the same
          // customer wait, then find the cart already emptied.
          const cart = await tx
            .select({ productId: cartItems.productId, quantity: cartItems.quantity })
            .from(cartItems)
            .where(eq(cartItems.userId, request.userId))
            .orderBy(asc(cartItems.productId))
            .for('update');
          if (cart.length === 0) throw new Refused({ status: 'cart-empty' });
          const address = await orderAddress(tx, request);
          const taken = await takeStock(tx, cart);

          const lines = taken.map((line) => ({
            ...line,
            lineTotalMinor: line.unitPriceMinor * line.quantity,
          }));
          const subtotalMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
          const fee = deliveryFeeMinor(request.deliveryOption, subtotalMinor);
          const totalMinor = subtotalMinor + fee;
          if (walletAmountMinor > totalMinor) {
            throw new Refused({ status: 'wallet-exceeds-total', totalMinor });
          }
          const [store] = await tx
            .select({ currency: stores.currency })
            .from(stores)
            .where(eq(stores.id, request.storeId));
          const [order] = await tx
            .insert(orders)
            .values({
              number: NEXT_ORDER_NUMBER,
              userId: request.userId,
              storeId: request.storeId,
              status: 'placed',
              deliveryOption: request.deliveryOption,
              paymentMethod: request.paymentMethod,
              address,
              currency: store!.currency,
              subtotalMinor,
              deliveryFeeMinor: fee,
              totalMinor,
              walletPaidMinor: walletAmountMinor,
              itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
            })
            .returning();
          if (walletAmountMinor > 0) {
            const paid = await appendWalletEntry(tx, {
              userId: request.userId,
              kind: 'debit',
              reason: 'order_payment',
              amountMinor: walletAmountMinor,
              description: `Paid towards order ${order!.number}`,
              orderId: order!.id,
            });
            if (paid.status === 'insufficient') {
              throw new Refused({ status: 'wallet-insufficient', balanceMinor: paid.balanceMinor });
            }
          }
          await tx
            .insert(orderLines)
            .values(lines.map((line) => ({ orderId: order!.id, ...line })));
          const [placed] = await tx
            .insert(orderStatusEvents)
            .values({ orderId: order!.id, status: 'placed' })
            .returning();
          await tx.delete(cartItems).where(eq(cartItems.userId, request.userId));

          return {
            status: 'placed' as const,
            order: {
              ...toSummary(order!),
              address,
              lines,
              history: [{ status: placed!.status, at: placed!.at.toISOString(), note: null }],
            },
          };
        });
      } catch (error) {
        if (error instanceof Refused) return error.result;
        throw error;
      } finally {
        onStockChange?.();
      }
    },

    /** Newest first, ORDER_PAGE_SIZE to a page. */
    async list(
      userId: string,
      query: { page: number; status?: OrderStatus },
    ): Promise<Page<OrderSummary>> {
      const where = and(
        eq(orders.userId, userId),
        query.status ? eq(orders.status, query.status) : undefined,
      );
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(ORDER_PAGE_SIZE)
        .offset((query.page - 1) * ORDER_PAGE_SIZE);
      const [counted] = await db.select({ total: count() }).from(orders).where(where);
      return {
        items: rows.map(toSummary),
        page: query.page,
        pageSize: ORDER_PAGE_SIZE,
        total: counted?.total ?? 0,
      };
    },

    /** Only the owner's order; another customer's id finds nothing. */
    find: (userId: string, orderId: string): Promise<Order | undefined> =>
      readOrder(db, and(eq(orders.id, orderId), eq(orders.userId, userId))),

    /** The customer cancels their own order while it is still placed. */
    async cancel(userId: string, orderId: string): Promise<CancelResult> {
      const outcome = await db.transaction(async (tx) => {
        const customer = await lockUser(tx, userId);
        const order = await lockOrder(tx, orderId);
        if (!customer || !order || order.userId !== userId) return { status: 'not-found' as const };
        if (order.status !== 'placed') {
          return { status: 'not-cancellable' as const, current: order.status };
        }
        await applyTransition(tx, order, 'cancelled', 'Cancelled by the customer', customer);
        return { status: 'cancelled' as const };
      });
      if (outcome.status !== 'cancelled') return outcome;
      onStockChange?.();
      return { status: 'cancelled', order: (await readOrder(db, eq(orders.id, orderId)))! };
    },

    /**
     * Puts an order's lines back into the customer's server cart, each as far
     * as stock allows on top of what the cart already holds; says what did not fit.
     */
    async reorder(userId: string, orderId: string): Promise<ReorderResult> {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [order] = await tx
          .select({ id: orders.id, storeId: orders.storeId })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
        if (!order) return { status: 'not-found' as const };
        const lines = await tx
          .select({
            productId: orderLines.productId,
            name: orderLines.name,
            quantity: orderLines.quantity,
          })
          .from(orderLines)
          .where(eq(orderLines.orderId, orderId))
          .orderBy(asc(orderLines.productId));
        const productIds = lines.map((line) => line.productId);
        const found = await tx
          .select({
            id: products.id,
            name: products.name,
            stock: products.stock,
            storeId: products.storeId,
          })
          .from(products)
          .where(inArray(products.id, productIds));
        const held = await tx
          .select({ productId: cartItems.productId, quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
        const stockOf = new Map(found.map((product) => [product.id, product]));
        const inCart = new Map(held.map((line) => [line.productId, line.quantity]));

        const result: ReorderResponse = { added: [], unavailable: [] };
        for (const line of lines) {
          const product = stockOf.get(line.productId);
          if (!product || product.storeId !== order.storeId) {
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
          if (addedQuantity > 0) {
            await tx
              .insert(cartItems)
              .values({ userId, productId: line.productId, quantity: granted })
              .onConflictDoUpdate({
                target: [cartItems.userId, cartItems.productId],
                set: { quantity: granted, updatedAt: new Date() },
              });
          }
          if (addedQuantity === line.quantity) {
            result.added.push({
              productId: line.productId,
              name: product.name,
              quantity: addedQuantity,
            });
          } else {
            result.unavailable.push({
              productId: line.productId,
              name: product.name,
              addedQuantity,
              reason:
                addedQuantity === 0 && product.stock === 0 ? 'out_of_stock' : 'not_enough_stock',
            });
          }
        }
        return { status: 'reordered' as const, result };
      });
    },

    /** The store's orders with their customers, newest first. */
    async listForStore(
      storeId: number,
      query: { page: number; status?: OrderStatus },
    ): Promise<Page<OperatorOrderSummary>> {
      const where = and(
        eq(orders.storeId, storeId),
        query.status ? eq(orders.status, query.status) : undefined,
      );
      const rows = await db
        .select({
          order: orders,
          customer: { id: users.id, name: users.name, mobile: users.mobile },
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(ORDER_PAGE_SIZE)
        .offset((query.page - 1) * ORDER_PAGE_SIZE);
      const [counted] = await db.select({ total: count() }).from(orders).where(where);
      return {
        items: rows.map((row) => ({ ...toSummary(row.order), customer: row.customer })),
        page: query.page,
        pageSize: ORDER_PAGE_SIZE,
        total: counted?.total ?? 0,
      };
    },

    /**
     * An operator moves one of their store's orders along ORDER_TRANSITIONS.
     * The customer's and any referrer's rows are locked (ascending ids) before
     * the order's, the order every money write uses.
     */
    async changeStatus(
      storeId: number,
      orderId: string,
      to: OrderStatus,
      note: string | null,
    ): Promise<ChangeStatusResult> {
      const outcome = await db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ userId: orders.userId, referredByUserId: users.referredByUserId })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
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
        if (!ORDER_TRANSITIONS[order.deliveryOption][order.status].includes(to)) {
          return { status: 'illegal' as const, current: order.status };
        }
        await applyTransition(tx, order, to, note, { ...customer, referredByUserId });
        return { status: 'changed' as const };
      });
      if (outcome.status !== 'changed') return outcome;
      onStockChange?.();
      return { status: 'changed', order: (await readOrder(db, eq(orders.id, orderId)))! };
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
