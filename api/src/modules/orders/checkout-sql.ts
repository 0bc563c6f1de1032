import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedStatement } from '../../db/raw-rows';
import { cartCheckoutSql } from '../cart/service';
import { checkoutStockSql } from '../catalogue/service';
import { redeemCodeSql } from '../discounts/service';
import { orderNotificationsSql, type NewNotification } from '../notifications/service';
import { checkoutPaymentsSql, type NewPayment } from '../payments/service';
import { slotCheckoutSql } from '../slots/service';
import type { NewOrderLine, OrderRow } from './order-rows';
import type { orders } from './tables';

// Checkout's second statement: every write of a placed order, at once.

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
  () => sql`
    with line as (
      select * from json_to_recordset(${placed('lines')}::json) as l(
        "productId" integer, name text, sku text, "categoryName" text, unit text, image text,
        "unitPriceMinor" integer, "estimatedWeightGrams" integer, "vatRateBasisPoints" integer,
        quantity integer, "lineTotalMinor" integer, "discountMinor" integer,
        "substitutionChoice" text, "substituteProductId" integer
      )
    ),
    placed as (
      insert into orders (
        id, number, user_id, store_id, status, delivery_option, payment_method, address, currency,
        subtotal_minor, delivery_fee_minor, discount_code, discount_minor, total_minor, item_count,
        wallet_paid_minor, slot_window_id, slot_date, slot_starts_at, slot_ends_at, seller,
        substitution_default
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
        ${placed('seller')}::jsonb, ${placed('substitutionDefault')}::text
      )
      returning *
    ),
    booked as (
      ${slotCheckoutSql.book(placed('slotWindowId'), placed('slotDate'))}
    ),
    ${checkoutStockSql(sql`line`, sql`placed`)},
    order_line as (
      insert into order_lines (
        order_id, product_id, name, sku, category_name, unit, image,
        unit_price_minor, estimated_weight_grams, vat_rate_basis_points, quantity,
        ordered_quantity, line_total_minor, discount_minor, substitution_choice, substitute_product_id
      )
      select placed.id, line."productId", line.name, line.sku, line."categoryName", line.unit,
        line.image, line."unitPriceMinor", line."estimatedWeightGrams", line."vatRateBasisPoints",
        line.quantity, line.quantity, line."lineTotalMinor", line."discountMinor",
        line."substitutionChoice", line."substituteProductId"
      from placed, line
    ),
    ${redeemCodeSql(sql`${placed('discountCodeId')}::uuid`)},
    history as (
      insert into order_status_events (order_id, status, at)
      select id, 'placed', clock_timestamp() from placed
      returning at
    ),
    event as (
      -- The live streams' first event of the order (order-events.ts), in the same statement.
      insert into order_events (order_id, store_id, kind, data, at)
      select placed.id, placed.store_id, 'status_changed',
        jsonb_build_object('status', 'placed', 'from', null, 'note', null), history.at
      from placed, history
    ),
    ${checkoutPaymentsSql(placed('payments'), sql`placed`, sql`history`)},
    ${cartCheckoutSql.empty(sql`${placed('userId')}::uuid`)},
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
      placed.substitution_default as "substitutionDefault",
      placed.slot_window_id as "slotWindowId", to_char(placed.slot_date, 'YYYY-MM-DD') as "slotDate",
      placed.slot_starts_at as "slotStartsAt", placed.slot_ends_at as "slotEndsAt",
      history.at as "placedAt", (select count(*) from taken)::integer as taken,
      (select count(*) from booked)::integer as "slotsBooked"
    from placed, history`,
);

/**
 * Writes a placed order in one statement: the order, its lines, each line's
 * stock taken off the shelf with its ledger entry, the first entry of its
 * timeline and of its event log, the use of its discount code counted, its payments, the customer's cart
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
    substitutionDefault: order.substitutionDefault ?? 'similar',
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
