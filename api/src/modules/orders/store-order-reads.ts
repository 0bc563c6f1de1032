import { and, eq } from 'drizzle-orm';
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
import { preparedOnce, shapeName } from '../../db/prepared';
import { paymentAttention, readPayments } from '../payments/service';
import { problemReportsOf } from '../problem-reports/service';
import { storeView } from '../store/service';
import { readHistory, readLines } from './order-reads';
import { amountDueMinor, toSummary } from './order-rows';
import { beyond, customer, deskMatching, deskValuesOf, prepareDeskPage } from './desk-page-sql';
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
    const v = deskValuesOf(storeId, filter);
    const backwards = filter.before !== undefined;
    const from = filter.before ?? filter.after;
    const side = backwards ? 'before' : from ? 'after' : undefined;
    const shape = shapeName('desk_page', {
      status: v.status,
      delivery: v.deliveryOption,
      customer: v.customerId,
      number: v.number,
      ...v.search,
      [side ?? 'first']: true,
    });
    const page = preparedOnce(db, shape, (name) => prepareDeskPage(db, v, side, name));
    const read = await page.execute({
      ...v,
      ...v.search,
      placeCreatedAt: from?.createdAt,
      placeNumber: from?.number,
    });
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
        .where(and(deskMatching(v, false), beyond(place, direction)))
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
