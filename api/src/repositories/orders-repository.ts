import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import {
  deliveryFeeMinor,
  ORDER_PAGE_SIZE,
  type DeliveryOption,
  type Order,
  type OrderLine,
  type OrderStatus,
  type OrderSummary,
  type Page,
  type PaymentMethod,
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
  type OrderAddress,
} from '../db/schema';

export interface PlaceOrder {
  userId: string;
  storeId: number;
  deliveryOption: DeliveryOption;
  paymentMethod: PaymentMethod;
  addressId?: string;
}

export type PlaceOrderResult =
  | { status: 'placed'; order: Order }
  | { status: 'cart-empty' }
  | { status: 'address-not-found' }
  | { status: 'out-of-stock'; name: string; stock: number };

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
  itemCount: row.itemCount,
  createdAt: row.createdAt.toISOString(),
});

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

export function createOrdersRepository(db: Database) {
  return {
    /**
     * Turns the customer's cart into an order in one transaction: stock taken
     * at today's prices, the order written, the cart emptied. Any refusal rolls
     * all of it back.
     */
    async place(request: PlaceOrder): Promise<PlaceOrderResult> {
      try {
        return await db.transaction(async (tx) => {
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
              totalMinor: subtotalMinor + fee,
              itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
            })
            .returning();
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
    async find(userId: string, orderId: string): Promise<Order | undefined> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
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
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.productId));
      const history = await db
        .select({
          status: orderStatusEvents.status,
          at: orderStatusEvents.at,
          note: orderStatusEvents.note,
        })
        .from(orderStatusEvents)
        .where(eq(orderStatusEvents.orderId, orderId))
        .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id));
      return {
        ...toSummary(order),
        address: order.address,
        lines,
        history: history.map((event) => ({ ...event, at: event.at.toISOString() })),
      };
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
