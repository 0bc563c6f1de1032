import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ORDER_PAGE_SIZE,
  type Order,
  type OrderStatus,
  type OrderSummary,
  type Page,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { preparedOnce, shapeName } from '../../db/prepared';
import { cappedMatches, carriedTotal } from '../../lib/capped-count';
import { accountView } from '../accounts/service';
import { productView, variantNameSql } from '../catalogue/service';
import { readPayments } from '../payments/service';
import { problemReportsOf, reportableUntil } from '../problem-reports/service';
import { summaryColumns, toCustomerLine, toSummary, type OrderRow } from './order-rows';
import { latestOffers, offerKey } from './line-offers-sql';
import { pickingStarted, shownSubstitution, substitutionsEditable } from './substitution-rules';
import { orderLines, orders, orderStatusEvents } from './tables';

// The customer's reads of their orders, and an order's lines and timeline,
// which the store's reads share.

/**
 * An order's lines, each with its choice, what it came in place of (a
 * substitute's original line), and the newest question asked about it.
 */
export async function readLines(db: Database, orderId: string) {
  const product = productView('product');
  const substitute = productView('substitute');
  const original = alias(orderLines, 'original');
  const rows = await db
    .select({
      productId: orderLines.productId,
      listedProductId: sql<number>`coalesce(${product.variantOf}, ${orderLines.productId})`,
      name: orderLines.name,
      sku: orderLines.sku,
      categoryName: orderLines.categoryName,
      unit: orderLines.unit,
      image: orderLines.image,
      unitPriceMinor: orderLines.unitPriceMinor,
      estimatedWeightGrams: orderLines.estimatedWeightGrams,
      weightGrams: orderLines.weightGrams,
      vatRateBasisPoints: orderLines.vatRateBasisPoints,
      quantity: orderLines.quantity,
      orderedQuantity: orderLines.orderedQuantity,
      lineTotalMinor: orderLines.lineTotalMinor,
      discountMinor: orderLines.discountMinor,
      substitutionChoice: orderLines.substitutionChoice,
      substituteProductId: orderLines.substituteProductId,
      // The chosen product's name as it is now: it has not been sold yet.
      substituteName: variantNameSql('substitute'),
      substituteForProductId: orderLines.substituteForProductId,
      substituteForName: original.name,
    })
    .from(orderLines)
    .leftJoin(product, eq(product.id, orderLines.productId))
    .leftJoin(substitute, eq(substitute.id, orderLines.substituteProductId))
    .leftJoin(
      original,
      and(
        eq(original.orderId, orderLines.orderId),
        eq(original.productId, orderLines.substituteForProductId),
      ),
    )
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId));
  const offers = await latestOffers(db, [orderId]);
  return rows.map(
    ({
      substitutionChoice,
      substituteProductId,
      substituteName,
      substituteForProductId,
      substituteForName,
      ...line
    }) => ({
      ...line,
      substitution: shownSubstitution({ substitutionChoice, substituteProductId, substituteName }),
      substituteFor:
        substituteForProductId === null
          ? null
          : { productId: substituteForProductId, name: substituteForName ?? '' },
      offer: offers.get(offerKey(orderId, line.productId)) ?? null,
    }),
  );
}

export async function readHistory(db: Database, orderId: string) {
  // Whoever made each change: an operator, the customer, or no one (the system).
  const changer = accountView('changer');
  const events = await db
    .select({
      status: orderStatusEvents.status,
      at: orderStatusEvents.at,
      note: orderStatusEvents.note,
      changedBy: { id: changer.id, name: changer.name, role: changer.role },
    })
    .from(orderStatusEvents)
    .leftJoin(changer, eq(changer.id, orderStatusEvents.changedBy))
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.at), asc(orderStatusEvents.id));
  return events.map((event) => ({
    ...event,
    at: event.at.toISOString(),
    changedBy: event.changedBy?.id ? event.changedBy : null,
  }));
}

/** Until when a problem with the order can be reported: 7 days from completion; null before. */
function problemReportUntil(order: OrderRow, history: { status: string; at: string }[]) {
  const completed = history.findLast((event) => event.status === 'completed');
  if (order.status !== 'completed' || !completed) return null;
  return reportableUntil(new Date(completed.at)).toISOString();
}

/** One order as its customer sees it, that matches `where`; undefined otherwise. */
export async function readOrder(db: Database, where: SQL | undefined): Promise<Order | undefined> {
  const [order] = await db.select().from(orders).where(where);
  if (!order) return undefined;
  const lines = await readLines(db, order.id);
  const history = await readHistory(db, order.id);
  const payments = await readPayments(db, [order.id]);
  return {
    ...toSummary(order),
    address: order.address,
    lines: lines.map(toCustomerLine),
    substitutionDefault: order.substitutionDefault,
    substitutionsEditable: substitutionsEditable(
      order,
      order.status === 'confirmed' && (await pickingStarted(db, order.id)),
    ),
    history: history.map(({ status, at, note }) => ({ status, at, note })),
    payments: payments.get(order.id)!,
    problemReports: await problemReportsOf(db, order.id),
    problemReportUntil: problemReportUntil(order, history),
  };
}

/**
 * One customer's orders (of one status too), as a select of their numbers;
 * placeholders for the prepared page, or the values given.
 */
const customerOrders = (
  db: Database,
  byStatus: boolean,
  values?: { userId: string; status?: OrderStatus },
) =>
  db
    .select({ number: orders.number })
    .from(orders)
    .where(
      and(
        eq(orders.userId, values ? values.userId : sql.placeholder('userId')),
        byStatus ? eq(orders.status, values?.status ?? sql.placeholder('status')) : undefined,
      ),
    );

const newestFirst = [desc(orders.createdAt), desc(orders.number)];

/**
 * A page of one customer's orders, newest first, with their total (capped),
 * in one statement: the page's numbers from the (user_id, created_at, number)
 * index, then those rows' summary columns. Counting with count(*) over ()
 * read every one of a customer's orders whole: 1.1 ms for 500 of them (issue
 * 47). Prepared once (preparedOnce): the history is read on every visit to
 * the dashboard.
 */
function customerOrderPage(db: Database, byStatus: boolean, name: string) {
  return db
    .select({ order: summaryColumns, matched: cappedMatches(customerOrders(db, byStatus)) })
    .from(orders)
    .where(
      inArray(
        orders.number,
        customerOrders(db, byStatus)
          .orderBy(...newestFirst)
          .limit(ORDER_PAGE_SIZE)
          .offset(sql.placeholder('offset')),
      ),
    )
    .orderBy(...newestFirst)
    .prepare(name);
}

const customerPageOf = (db: Database, byStatus: boolean) =>
  preparedOnce(
    db,
    shapeName('orders_customer_page', { by_status: byStatus || undefined }),
    (name) => customerOrderPage(db, byStatus, name),
  );

export const orderReads = {
  /** Newest first, ORDER_PAGE_SIZE to a page. */
  async list(
    db: Database,
    userId: string,
    query: { page: number; status?: OrderStatus },
  ): Promise<Page<OrderSummary>> {
    const byStatus = query.status !== undefined;
    const values = { userId, status: query.status };
    const rows = await customerPageOf(db, byStatus).execute({
      ...values,
      offset: (query.page - 1) * ORDER_PAGE_SIZE,
    });
    return {
      items: rows.map((row) => toSummary(row.order)),
      page: query.page,
      pageSize: ORDER_PAGE_SIZE,
      ...(await carriedTotal(db, rows, customerOrders(db, byStatus, values), {
        page: query.page,
      })),
    };
  },

  /** Only the owner's order; another customer's id finds nothing. */
  find: (db: Database, userId: string, orderId: string): Promise<Order | undefined> =>
    readOrder(db, and(eq(orders.id, orderId), eq(orders.userId, userId))),

  /** The order as its customer sees it, by id alone: for answers after a change. */
  findById: (db: Database, orderId: string): Promise<Order | undefined> =>
    readOrder(db, eq(orders.id, orderId)),
};
