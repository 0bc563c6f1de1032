import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_PAGE_SIZE,
  ORDER_TRANSITIONS,
  MAX_LINE_QUANTITY,
  toE164,
  type DeliveryOption,
  type DeliveryPricing,
  type OrderSeller,
  type Order,
  type OrderLine,
  type OrderStatus,
  type OrderSummary,
  type Page,
  type ReorderResponse,
} from '@storefront/shared/contracts';
import {
  OPERATOR_ORDER_PAGE_SIZE,
  encodeOrderCursor,
  type OperatorOrder,
  type OperatorOrderPage,
  type OrderListPlace,
} from '@storefront/shared/operator-contracts';
import { variantNameSql } from '../modules/catalogue/service';
import type { Database } from '../db/database';
import {
  cartItems,
  orderLines,
  orders,
  orderStatusEvents,
  products,
  stores,
  users,
  type OrderAddress,
} from '../db/schema';
import { containsPattern } from '../lib/search-pattern';
import { CONTACT_COLUMN, type CustomerContact } from '../modules/accounts/service';
import { orderNotificationsSql, type NewNotification } from '../modules/notifications/service';
import { preparedStatement } from './raw-rows';
import { lockUser } from '../modules/wallet/service';
import { lockedCodeSql, redeemCodeSql, type CodeFactsJson } from '../modules/discounts/service';
import { slotCheckoutSql } from '../modules/slots/service';
import { paymentAttention, readPayments, type NewPayment } from '../modules/payments/service';
import { problemReportsOf, reportableUntil } from '../modules/problem-reports/service';

// The SQL of orders. The rules (placing, moving, cancelling, refunding) are in
// services/orders, which call these inside their transactions.

export type OrderRow = typeof orders.$inferSelect;
/** A line to write: its VAT rate is the product's and its discount its share, never the columns' defaults. */
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'> &
  Pick<typeof orderLines.$inferSelect, 'vatRateBasisPoints' | 'discountMinor'> & {
    /** The product the catalogue lists the variant under; not a column: it is the variant's. */
    listedProductId: number;
  };

export const toSummary = (row: OrderRow): OrderSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  deliveryOption: row.deliveryOption,
  paymentMethod: row.paymentMethod,
  currency: row.currency,
  subtotalMinor: row.subtotalMinor,
  deliveryFeeMinor: row.deliveryFeeMinor,
  discountCode: row.discountCode,
  discountMinor: row.discountMinor,
  slot:
    row.slotStartsAt && row.slotEndsAt
      ? { startsAt: row.slotStartsAt.toISOString(), endsAt: row.slotEndsAt.toISOString() }
      : null,
  totalMinor: row.totalMinor,
  walletPaidMinor: row.walletPaidMinor,
  itemCount: row.itemCount,
  createdAt: row.createdAt.toISOString(),
});

/**
 * What is still to collect in person: nothing once the order is completed or
 * cancelled, and nothing for a card order, whose card pays what the wallet did not.
 */
export const amountDueMinor = (row: OrderRow) =>
  row.status === 'completed' || row.status === 'cancelled' || row.paymentMethod === 'card'
    ? 0
    : row.totalMinor - row.walletPaidMinor;

async function readLines(db: Database, orderId: string) {
  return db
    .select({
      productId: orderLines.productId,
      listedProductId: sql<number>`coalesce(${products.variantOf}, ${orderLines.productId})`,
      name: orderLines.name,
      sku: orderLines.sku,
      categoryName: orderLines.categoryName,
      unit: orderLines.unit,
      image: orderLines.image,
      unitPriceMinor: orderLines.unitPriceMinor,
      vatRateBasisPoints: orderLines.vatRateBasisPoints,
      quantity: orderLines.quantity,
      lineTotalMinor: orderLines.lineTotalMinor,
      discountMinor: orderLines.discountMinor,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId));
}

const changer = alias(users, 'changer');

async function readHistory(db: Database, orderId: string) {
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

/** A line as its customer sees it: without the SKU and category the store keeps. */
export const toCustomerLine = (line: OrderLine): OrderLine => ({
  productId: line.productId,
  listedProductId: line.listedProductId,
  name: line.name,
  image: line.image,
  unitPriceMinor: line.unitPriceMinor,
  vatRateBasisPoints: line.vatRateBasisPoints,
  quantity: line.quantity,
  lineTotalMinor: line.lineTotalMinor,
  discountMinor: line.discountMinor,
});

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
    history: history.map(({ status, at, note }) => ({ status, at, note })),
    payments: payments.get(order.id)!,
    problemReports: await problemReportsOf(db, order.id),
    problemReportUntil: problemReportUntil(order, history),
  };
}

/** The order row, locked for the rest of the transaction. */
export async function lockOrder(tx: Database, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

type DocumentStatus = (typeof users.$inferSelect)['documentStatus'];

export interface CheckoutLine {
  quantity: number;
  product: Pick<
    typeof products.$inferSelect,
    | 'id'
    | 'storeId'
    | 'published'
    | 'name'
    | 'sku'
    | 'unit'
    | 'image'
    | 'priceMinor'
    | 'vatRateBasisPoints'
    | 'stock'
    | 'categoryId'
  > & { categoryName: string; listedProductId: number };
}

/** What a checkout holds once it has locked the customer and the cart. */
export interface LockedCheckout {
  documentStatus: DocumentStatus;
  currency: string;
  /** The store's delivery terms as they are now. */
  delivery: DeliveryPricing & { minimumBasketMinor: number };
  /** The store as it is now, read with its terms: the order keeps it for its receipt. */
  seller: OrderSeller;
  contact: CustomerContact;
  /** The id and number the order will have, drawn now so its messages can be written with it. */
  orderId: string;
  orderNumber: string;
  lines: CheckoutLine[];
  /** The code the customer gave, locked, as its JSON row; null without one or when the store has none such. */
  discountCode: CodeFactsJson | null;
  /** The slot window asked for, on the date asked for; null without one or when the store has no such window. */
  slot: CheckoutSlot | null;
}

/** A window on a date as checkout checks it; the instants come as text. */
export interface CheckoutSlot {
  windowId: number;
  deliveryOption: DeliveryOption;
  active: boolean;
  /** Whether the date falls on the window's weekday. */
  onItsWeekday: boolean;
  /** Whether the date is one of the days checkout offers (today and the 6 after, the store's time). */
  withinDaysOffered: boolean;
  startsAt: string;
  endsAt: string;
  /** When orders for it close. */
  closesAt: string;
}

// CM-000001: zero-padded to six digits, and longer, never cut, past 999999.
const NEXT_ORDER_NUMBER = sql<string>`(
  select 'CM-' || lpad(n::text, greatest(6, length(n::text)), '0')
  from nextval('order_number_seq') as n
)`;

/*
 * The customer's row is locked first (materialized, so it is locked before
 * the outer query reads the cart), then the cart lines with their products in
 * product id order: the order every writer of stock locks products in.
 */
const lockCheckoutStatement = preparedStatement<
  LockedCheckout,
  {
    userId: string;
    discountCode: string | null;
    slotWindowId: number | null;
    slotDate: string | null;
  }
>(
  'checkout_lock',
  sql`
    with customer as materialized (
      select u.document_status, u.store_id, s.currency, ${CONTACT_COLUMN} as contact,
        json_build_object(
          'deliveryFeeMinor', s.delivery_fee_minor,
          'freeDeliveryFromMinor', s.free_delivery_from_minor,
          'minimumBasketMinor', s.minimum_basket_minor
        ) as delivery,
        json_build_object(
          'name', s.name, 'address', s.address, 'phone', s.phone, 'vatNumber', s.vat_number
        ) as seller
      from users u join stores s on s.id = u.store_id
      where u.id = ${sql.placeholder('userId')}
      for no key update of u
    )
    select customer.document_status as "documentStatus", customer.currency, customer.contact,
      customer.delivery, customer.seller,
      gen_random_uuid() as "orderId", ${NEXT_ORDER_NUMBER} as "orderNumber",
      (
        select coalesce(json_agg(line order by (line.product->>'id')::integer), '[]'::json)
        from (
          select c.quantity, json_build_object(
            'id', p.id, 'listedProductId', coalesce(p.variant_of, p.id),
            'storeId', p.store_id, 'published', p.published,
            'name', ${variantNameSql('p')},
            'sku', p.sku, 'unit', p.unit, 'image', p.image, 'priceMinor', p.price_minor,
            'vatRateBasisPoints', p.vat_rate_basis_points, 'stock', p.stock,
            'categoryId', p.category_id, 'categoryName', category.name
          ) as product
          from cart_items c
          join products p on p.id = c.product_id
          join categories category on category.id = p.category_id
          where c.user_id = ${sql.placeholder('userId')}
          order by p.id
          for update of c for no key update of p
        ) line
      ) as lines,
      ${lockedCodeSql({
        storeId: sql`customer.store_id`,
        code: sql`${sql.placeholder('discountCode')}::text`,
        userId: sql`${sql.placeholder('userId')}`,
      })} as "discountCode",
      (
        ${slotCheckoutSql.read(
          sql.placeholder('slotWindowId'),
          sql.placeholder('slotDate'),
          sql`customer.store_id`,
        )}
      ) as slot
    from customer`,
);

/**
 * One statement locks what a checkout's writes depend on, and draws the
 * order's id and number:
 * - the customer's row, as every wallet write locks it, so one customer's
 *   checkouts and balance changes queue;
 * - the cart lines with their products, in product id order: a second
 *   checkout at once waits, then finds the cart empty, and the stock read here
 *   stays until the transaction ends. Products take the lock an update of
 *   their stock takes (no key update), which other stock writers wait for but
 *   a cart line's foreign-key check does not: shoppers filling carts never
 *   queue behind a checkout.
 * - the discount code given, if the store has it, so its caps are counted
 *   by one checkout at a time: the next waits for this one's use to commit.
 * Undefined when the customer is gone. A refused checkout leaves a gap in the
 * order numbers, as any rolled-back draw from a sequence does.
 */
export async function lockCheckout(
  tx: Database,
  userId: string,
  asked: { discountCode: string | null; slot: { windowId: number; date: string } | null },
): Promise<LockedCheckout | undefined> {
  const [locked] = await lockCheckoutStatement(tx, {
    userId,
    discountCode: asked.discountCode,
    slotWindowId: asked.slot?.windowId ?? null,
    slotDate: asked.slot?.date ?? null,
  });
  return locked;
}

/** A placed order's row, with the id and number lockCheckout drew. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'createdAt' | 'status'> & {
  id: string;
  number: string;
};

/** The values of a placed order's statement: its lines, address and messages as JSON text. */
type PlacedOrderValues = Omit<
  Required<NewOrder>,
  'address' | 'slotStartsAt' | 'slotEndsAt' | 'seller'
> & {
  address: string | null;
  seller: string;
  slotStartsAt: string | null;
  slotEndsAt: string | null;
  lines: string;
  notifications: string;
  /** The code whose use is counted; null without one. */
  discountCodeId: string | null;
  /** The order's payments (NewPayment) as JSON text. */
  payments: string;
};

const placed = (name: keyof PlacedOrderValues) => sql.placeholder(name);

/** writePlacedOrder's statement, prepared: every checkout runs it. */
const insertPlacedOrder = preparedStatement<
  Omit<OrderRow, 'createdAt' | 'slotStartsAt' | 'slotEndsAt'> & {
    createdAt: string;
    slotStartsAt: string | null;
    slotEndsAt: string | null;
    placedAt: string;
    taken: number;
    slotsBooked: number;
  },
  PlacedOrderValues
>(
  'checkout_write_order',
  sql`
    with line as (
      select * from json_to_recordset(${placed('lines')}::json) as l(
        "productId" integer, name text, sku text, "categoryName" text, unit text, image text,
        "unitPriceMinor" integer, "vatRateBasisPoints" integer, quantity integer,
        "lineTotalMinor" integer, "discountMinor" integer
      )
    ),
    placed as (
      insert into orders (
        id, number, user_id, store_id, status, delivery_option, payment_method, address, currency,
        subtotal_minor, delivery_fee_minor, discount_code, discount_minor, total_minor, item_count,
        wallet_paid_minor, slot_window_id, slot_date, slot_starts_at, slot_ends_at, seller
      )
      values (
        ${placed('id')}::uuid, ${placed('number')}, ${placed('userId')}::uuid, ${placed('storeId')}::integer, 'placed',
        ${placed('deliveryOption')}, ${placed('paymentMethod')},
        ${placed('address')}::jsonb, ${placed('currency')},
        ${placed('subtotalMinor')}::integer, ${placed('deliveryFeeMinor')}::integer,
        ${placed('discountCode')}::text, ${placed('discountMinor')}::integer,
        ${placed('totalMinor')}::integer, ${placed('itemCount')}::integer,
        ${placed('walletPaidMinor')}::integer,
        ${placed('slotWindowId')}::integer, ${placed('slotDate')}::date,
        ${placed('slotStartsAt')}::timestamptz, ${placed('slotEndsAt')}::timestamptz,
        ${placed('seller')}::jsonb
      )
      returning *
    ),
    booked as (
      ${slotCheckoutSql.book(placed('slotWindowId'), placed('slotDate'))}
    ),
    taken as (
      update products p set stock = p.stock - line.quantity
      from line
      where p.id = line."productId" and p.stock >= line.quantity
      returning p.id, p.stock, line.quantity
    ),
    ledger as (
      insert into stock_movements (product_id, kind, quantity_change, balance_after, order_id)
      select taken.id, 'sale', -taken.quantity, taken.stock, placed.id from taken, placed
    ),
    order_line as (
      insert into order_lines (
        order_id, product_id, name, sku, category_name, unit, image,
        unit_price_minor, vat_rate_basis_points, quantity, line_total_minor, discount_minor
      )
      select placed.id, line."productId", line.name, line.sku, line."categoryName", line.unit,
        line.image, line."unitPriceMinor", line."vatRateBasisPoints", line.quantity,
        line."lineTotalMinor", line."discountMinor"
      from placed, line
    ),
    ${redeemCodeSql(sql`${placed('discountCodeId')}::uuid`)},
    history as (
      insert into order_status_events (order_id, status, at)
      select id, 'placed', clock_timestamp() from placed
      returning at
    ),
    paid as (
      insert into payments (id, order_id, provider, status, amount_minor, captured_minor, currency)
      select p.id, placed.id, p.provider, p.status, p."amountMinor", p."capturedMinor", placed.currency
      from placed, json_to_recordset(${placed('payments')}::json) as p(
        id uuid, provider text, status text, "amountMinor" integer, "capturedMinor" integer
      )
      returning id, status, amount_minor
    ),
    payment_started as (
      insert into payment_events (payment_id, kind, amount_minor, at)
      select paid.id, case paid.status when 'pending' then 'started' else paid.status end,
        paid.amount_minor, history.at
      from paid, history
    ),
    emptied as (delete from cart_items where user_id = ${placed('userId')}::uuid),
    code_spent as (delete from cart_discount_codes where user_id = ${placed('userId')}::uuid),
    notified as (
      ${orderNotificationsSql.insert(placed('notifications'), sql`placed.id`, sql`placed`)}
    )
    select
      placed.id, placed.number, placed.user_id as "userId", placed.store_id as "storeId",
      placed.status, placed.delivery_option as "deliveryOption",
      placed.payment_method as "paymentMethod", placed.address, placed.currency,
      placed.subtotal_minor as "subtotalMinor", placed.delivery_fee_minor as "deliveryFeeMinor",
      placed.discount_code as "discountCode", placed.discount_minor as "discountMinor",
      placed.total_minor as "totalMinor", placed.item_count as "itemCount",
      placed.wallet_paid_minor as "walletPaidMinor", placed.created_at as "createdAt",
      placed.slot_window_id as "slotWindowId", to_char(placed.slot_date, 'YYYY-MM-DD') as "slotDate",
      placed.slot_starts_at as "slotStartsAt", placed.slot_ends_at as "slotEndsAt",
      history.at as "placedAt", (select count(*) from taken)::integer as taken,
      (select count(*) from booked)::integer as "slotsBooked"
    from placed, history`,
);

/**
 * Writes a placed order in one statement: the order, its lines, each line's
 * stock taken off the shelf with its ledger entry, the first entry of its
 * timeline, the use of its discount code counted, its payments, the customer's cart
 * emptied, and the messages that tell them of it queued. The products must be locked by the caller and checked for stock;
 * `taken` says how many lines found their stock, and anything short of all of
 * them must roll the transaction back.
 */
export async function writePlacedOrder(
  tx: Database,
  order: NewOrder,
  lines: NewOrderLine[],
  messages: NewNotification[],
  discountCodeId: string | null,
  payments: NewPayment[],
): Promise<{ order: OrderRow; placedAt: Date; taken: number; slotsBooked: number }> {
  const [written] = await insertPlacedOrder(tx, {
    discountCodeId,
    payments: JSON.stringify(payments),
    lines: JSON.stringify(lines),
    notifications: JSON.stringify(messages),
    id: order.id,
    number: order.number,
    userId: order.userId,
    storeId: order.storeId,
    deliveryOption: order.deliveryOption,
    paymentMethod: order.paymentMethod,
    address: order.address ? JSON.stringify(order.address) : null,
    seller: JSON.stringify(order.seller),
    currency: order.currency,
    subtotalMinor: order.subtotalMinor,
    deliveryFeeMinor: order.deliveryFeeMinor,
    discountCode: order.discountCode ?? null,
    discountMinor: order.discountMinor ?? 0,
    totalMinor: order.totalMinor,
    itemCount: order.itemCount,
    walletPaidMinor: order.walletPaidMinor ?? 0,
    slotWindowId: order.slotWindowId ?? null,
    slotDate: order.slotDate ?? null,
    slotStartsAt: order.slotStartsAt?.toISOString() ?? null,
    slotEndsAt: order.slotEndsAt?.toISOString() ?? null,
  });
  // Both drivers hand timestamps to drizzle as text, and a hand-written
  // statement has no column to turn them into Dates.
  const { placedAt, taken, slotsBooked, createdAt, slotStartsAt, slotEndsAt, ...placedRow } =
    written!;
  const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));
  return {
    order: {
      ...placedRow,
      createdAt: new Date(createdAt),
      slotStartsAt: dateOrNull(slotStartsAt),
      slotEndsAt: dateOrNull(slotEndsAt),
    },
    placedAt: new Date(placedAt),
    taken,
    slotsBooked,
  };
}

export interface StatusChange {
  /** The reason or remark; a cancellation always has one. */
  note: string | null;
  /** The operator or customer who made the change; null for the system. */
  changedBy: string | null;
}

/** One entry of the order's timeline. */
export async function insertStatusEvent(
  tx: Database,
  orderId: string,
  status: OrderStatus,
  change: StatusChange,
) {
  const [written] = await tx
    .insert(orderStatusEvents)
    .values({ orderId, status, at: sql`clock_timestamp()`, ...change })
    .returning();
  return written!;
}

/** Moves the order to `status` and writes the timeline's entry. */
export async function setOrderStatus(
  tx: Database,
  orderId: string,
  status: OrderStatus,
  change: StatusChange,
) {
  await tx.update(orders).set({ status }).where(eq(orders.id, orderId));
  return insertStatusEvent(tx, orderId, status, change);
}

export async function orderLineQuantities(tx: Database, orderId: string) {
  return tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.productId));
}

/** The customer of one of the store's orders, with whoever referred them. */
export async function findOrderOwner(tx: Database, storeId: number | null, orderId: string) {
  const [owner] = await tx
    .select({ userId: orders.userId, referredByUserId: users.referredByUserId })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), storeId === null ? undefined : eq(orders.storeId, storeId)));
  return owner;
}

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

function storeOrderSearch(q: string): SQL {
  const pattern = containsPattern(q);
  const number = orderNumberOf(q);
  const mobile = toE164(q);
  // Part of a number (4 digits or more, however spaced) finds mobiles holding it.
  const digits = q.replace(/\D/g, '');
  return or(
    number ? eq(orders.number, number) : undefined,
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    mobile ? eq(users.mobile, mobile) : undefined,
    digits.length >= 4 ? ilike(users.mobile, containsPattern(digits)) : undefined,
  )!;
}

/**
 * A page of one customer's orders, newest first, each row with the count of
 * all that match (count(*) over ()), so the page and its total are one
 * statement. Built once and prepared on PostgreSQL: the history is read on
 * every visit to the dashboard.
 */
function customerOrderPage(db: Database, byStatus: boolean) {
  return db
    .select({ order: orders, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        byStatus ? eq(orders.status, sql.placeholder('status')) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(ORDER_PAGE_SIZE)
    .offset(sql.placeholder('offset'))
    .prepare(byStatus ? 'orders_customer_page_by_status' : 'orders_customer_page');
}

export function createOrdersRepository(db: Database) {
  const pageOf = { all: customerOrderPage(db, false), byStatus: customerOrderPage(db, true) };

  return {
    /** Newest first, ORDER_PAGE_SIZE to a page. */
    async list(
      userId: string,
      query: { page: number; status?: OrderStatus },
    ): Promise<Page<OrderSummary>> {
      const offset = (query.page - 1) * ORDER_PAGE_SIZE;
      const rows = query.status
        ? await pageOf.byStatus.execute({ userId, status: query.status, offset })
        : await pageOf.all.execute({ userId, offset });
      // A page past the end has no row to carry the count: only then is it asked on its own.
      const total =
        rows[0]?.total ??
        (query.page > 1
          ? (
              await db
                .select({ total: count() })
                .from(orders)
                .where(
                  and(
                    eq(orders.userId, userId),
                    query.status ? eq(orders.status, query.status) : undefined,
                  ),
                )
            )[0]!.total
          : 0);
      return {
        items: rows.map((row) => toSummary(row.order)),
        page: query.page,
        pageSize: ORDER_PAGE_SIZE,
        total,
      };
    },

    /** Only the owner's order; another customer's id finds nothing. */
    find: (userId: string, orderId: string): Promise<Order | undefined> =>
      readOrder(db, and(eq(orders.id, orderId), eq(orders.userId, userId))),

    /** The order as its customer sees it, by id alone: for answers after a change. */
    findById: (orderId: string): Promise<Order | undefined> =>
      readOrder(db, eq(orders.id, orderId)),

    /**
     * Puts an order's lines back into the customer's server cart, each as far
     * as stock allows on top of what the cart already holds; says what did not fit.
     */
    async reorder(
      userId: string,
      orderId: string,
    ): Promise<{ status: 'reordered'; result: ReorderResponse } | { status: 'not-found' }> {
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
            name: variantNameSql(),
            stock: products.stock,
            storeId: products.storeId,
            published: products.published,
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
          if (!product || product.storeId !== order.storeId || !product.published) {
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

    /**
     * A page of the store's orders with their customers, newest first, narrowed
     * by the filter: the first page, or the one after or before a place. Each
     * page reads its own rows from the (store_id, created_at, number) index and
     * never counts the rest, so page 500 costs what page 1 does, and an order
     * placed meanwhile moves nothing on the pages after the first.
     */
    async listForStore(storeId: number, filter: StoreOrderFilter): Promise<OperatorOrderPage> {
      const matching = and(
        eq(orders.storeId, storeId),
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.deliveryOption ? eq(orders.deliveryOption, filter.deliveryOption) : undefined,
        filter.customerId ? eq(orders.userId, filter.customerId) : undefined,
        filter.q ? storeOrderSearch(filter.q) : undefined,
      );
      const backwards = filter.before !== undefined;
      const from = filter.before ?? filter.after;
      const read = await db
        .select({
          order: orders,
          customer: { id: users.id, name: users.name, mobile: users.mobile },
          placedAt,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
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
          .innerJoin(users, eq(users.id, orders.userId))
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
    async findForStore(storeId: number, orderId: string): Promise<OperatorOrder | undefined> {
      const [found] = await db
        .select({
          order: orders,
          customer: { id: users.id, name: users.name, email: users.email, mobile: users.mobile },
          store: { name: stores.name, address: stores.pickupAddress, hours: stores.pickupHours },
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
      if (!found) return undefined;
      const { order } = found;
      const storePayments = (await readPayments(db, [order.id], 'store')).get(order.id)!;
      return {
        ...toSummary(order),
        lines: await readLines(db, order.id),
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
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type { OrderAddress };
