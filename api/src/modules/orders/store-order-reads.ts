import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_TRANSITIONS,
  type DeliveryOption,
  type OrderStatus,
} from '@storefront/shared/contracts';
import {
  OPERATOR_ORDER_PAGE_SIZE,
  encodeOrderCursor,
  type OperatorOrder,
  type OperatorOrderPage,
  type OrderListPlace,
} from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { accountIdsNamed, accountView } from '../accounts/service';
import { paymentAttention, readPayments } from '../payments/service';
import { problemReportsOf } from '../problem-reports/service';
import { storeView } from '../store/service';
import { readHistory, readLines } from './order-reads';
import { amountDueMinor, toSummary } from './order-rows';
import { orders } from './tables';

// The store's reads of its orders: the order desk's pages, and one order to pack.

export interface StoreOrderFilter {
  status?: OrderStatus;
  deliveryOption?: DeliveryOption;
  /** An order number (CM-000123, or 123), or a customer's name, e-mail or mobile. */
  q?: string;
  customerId?: string;
  /** The page of orders just older than this place (the next page). */
  after?: OrderListPlace;
  /** The page of orders just newer than this place (the previous page). */
  before?: OrderListPlace;
}

/** An order's customer, as the accounts' view reads them: the desk's rows and its search. */
const customer = accountView('customer');

/**
 * created_at as a cursor keeps it: UTC with microseconds. A JavaScript Date
 * holds milliseconds only, and two orders within one millisecond would then
 * share a place and one of them fall between pages.
 */
const placedAt = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Orders beyond a place in the list's order: older ones, or newer ones. */
function beyond(place: OrderListPlace, direction: 'older' | 'newer'): SQL {
  // A row comparison, so the (store_id, created_at, number) index seeks straight to the place.
  const key = sql`(${orders.createdAt}, ${orders.number})`;
  const at = sql`(${place.createdAt}::timestamptz, ${place.number}::text)`;
  return direction === 'older' ? sql`${key} < ${at}` : sql`${key} > ${at}`;
}

/** 'CM-000123', 'cm-123' or '123' → 'CM-000123'; anything else → undefined. */
function orderNumberOf(text: string): string | undefined {
  const digits = /^(?:cm-?)?0*(\d{1,12})$/i.exec(text.trim())?.[1];
  return digits ? `CM-${digits.padStart(6, '0')}` : undefined;
}

/**
 * Orders whose number is q, or whose customer it names. The customers come
 * from their own indexes (trigram, or a whole mobile's or e-mail's), then
 * their orders from the customer's orders' index; an order number from its
 * own. One OR over orders joined to customers would be read newest first
 * through all the store's orders instead, a million at a grocer's size. Only
 * with a number are the two sides gathered as a set of ids: matched by user
 * alone, each order is read once instead of twice (8 → 4 ms for the 1,226
 * orders of the large set's 128 Oliver Coopers).
 */
function storeOrderSearch(storeId: number, q: string): SQL {
  const number = orderNumberOf(q);
  const named = sql`${orders.userId} in (${accountIdsNamed(storeId, q)})`;
  if (!number) return named;
  return sql`${orders.id} in (select ${orders.id} from ${orders} where ${orders.number} = ${number}
    union all select ${orders.id} from ${orders} where ${named})`;
}

export const storeOrderReads = {
  /**
   * A page of the store's orders with their customers, newest first, narrowed
   * by the filter: the first page, or the one after or before a place. Each
   * page reads its own rows from the (store_id, created_at, number) index and
   * never counts the rest, so page 500 costs what page 1 does, and an order
   * placed meanwhile moves nothing on the pages after the first.
   */
  async listForStore(
    db: Database,
    storeId: number,
    filter: StoreOrderFilter,
  ): Promise<OperatorOrderPage> {
    const matching = and(
      eq(orders.storeId, storeId),
      filter.status ? eq(orders.status, filter.status) : undefined,
      filter.deliveryOption ? eq(orders.deliveryOption, filter.deliveryOption) : undefined,
      filter.customerId ? eq(orders.userId, filter.customerId) : undefined,
      filter.q ? storeOrderSearch(storeId, filter.q) : undefined,
    );
    const backwards = filter.before !== undefined;
    const from = filter.before ?? filter.after;
    const read = await db
      .select({
        order: orders,
        customer: { id: customer.id, name: customer.name, mobile: customer.mobile },
        placedAt,
      })
      .from(orders)
      .innerJoin(customer, eq(customer.id, orders.userId))
      .where(and(matching, from && beyond(from, backwards ? 'newer' : 'older')))
      .orderBy(
        ...(backwards
          ? [asc(orders.createdAt), asc(orders.number)]
          : [desc(orders.createdAt), desc(orders.number)]),
      )
      // One more than a page says whether another page follows in this direction.
      .limit(OPERATOR_ORDER_PAGE_SIZE + 1);
    const more = read.length > OPERATOR_ORDER_PAGE_SIZE;
    const rows = read.slice(0, OPERATOR_ORDER_PAGE_SIZE);
    if (backwards) rows.reverse();

    const placeOf = (row: (typeof rows)[number]) => ({
      createdAt: row.placedAt,
      number: row.order.number,
    });
    const newest = rows.length > 0 ? placeOf(rows[0]!) : from;
    const oldest = rows.length > 0 ? placeOf(rows[rows.length - 1]!) : from;
    // The way the page came from: anything there still? (An order may have
    // left the filter since, so a cursor's far side is not taken on trust.)
    const anyBeyond = async (place: OrderListPlace, direction: 'older' | 'newer') => {
      const [found] = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(customer, eq(customer.id, orders.userId))
        .where(and(matching, beyond(place, direction)))
        .limit(1);
      return found !== undefined;
    };
    // The first page (no place given) starts at the newest order by definition.
    const older = backwards ? oldest !== undefined && (await anyBeyond(oldest, 'older')) : more;
    const newer = backwards
      ? more
      : from !== undefined && newest !== undefined && (await anyBeyond(newest, 'newer'));
    return {
      items: rows.map((row) => ({ ...toSummary(row.order), customer: row.customer })),
      pageSize: OPERATOR_ORDER_PAGE_SIZE,
      nextCursor: older && oldest ? encodeOrderCursor(oldest) : null,
      previousCursor: newer && newest ? encodeOrderCursor(newest) : null,
    };
  },

  /** One of the store's orders with everything needed to pack and hand it over. */
  async findForStore(
    db: Database,
    storeId: number,
    orderId: string,
  ): Promise<OperatorOrder | undefined> {
    const store = storeView('store');
    const [found] = await db
      .select({
        order: orders,
        customer: {
          id: customer.id,
          name: customer.name,
          email: customer.email,
          mobile: customer.mobile,
        },
        store: { name: store.name, address: store.pickupAddress, hours: store.pickupHours },
      })
      .from(orders)
      .innerJoin(customer, eq(customer.id, orders.userId))
      .innerJoin(store, eq(store.id, orders.storeId))
      .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
    if (!found) return undefined;
    const { order } = found;
    const storePayments = (await readPayments(db, [order.id], 'store')).get(order.id)!;
    return {
      ...toSummary(order),
      lines: await readLines(db, order.id),
      substitutionDefault: order.substitutionDefault,
      address: order.address,
      pickupPoint: order.deliveryOption === 'pickup' ? found.store : null,
      amountDueMinor: amountDueMinor(order),
      customer: found.customer,
      history: await readHistory(db, order.id),
      payments: storePayments,
      attention: paymentAttention(storePayments),
      problemReports: await problemReportsOf(db, order.id),
      nextStatuses: [...ORDER_TRANSITIONS[order.deliveryOption][order.status]],
    };
  },
};
