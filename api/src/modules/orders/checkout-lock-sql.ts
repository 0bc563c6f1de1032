import { sql } from 'drizzle-orm';
import type { DeliveryOption, DeliveryPricing, OrderSeller } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { preparedStatement } from '../../db/raw-rows';
import { accountView, CONTACT_COLUMN, type CustomerContact } from '../accounts/service';
import { cartCheckoutSql, type CheckoutLine } from '../cart/service';
import { lockedCodeSql, type CodeFactsJson } from '../discounts/service';
import { slotCheckoutSql } from '../slots/service';
import { storeView } from '../store/service';

// Checkout's first statement: it locks what the order's writes depend on.

/** The account's document status, as the accounts' view reads it. */
type DocumentStatus = ReturnType<typeof accountView>['documentStatus']['_']['data'];

/** What a checkout holds once it has locked the customer and the cart. */
export interface LockedCheckout {
  documentStatus: DocumentStatus;
  currency: string;
  /** The store's delivery terms as they are now. */
  delivery: DeliveryPricing & { minimumBasketMinor: number };
  /** The per cent of weighed goods' estimate a payment is held for over it. */
  weighedBufferPercent: number;
  /** The store as it is now, read with its terms: the order keeps it for its receipt. */
  seller: OrderSeller;
  contact: CustomerContact;
  /** The number the order will have, drawn now so its messages can be written with it. */
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
 * product id order: the order every writer of stock locks products in. The
 * customer is read through the accounts' view, and `of u` locks the row of
 * theirs behind it: Postgres applies a lock on a sub-select to its table.
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
  () => sql`
    with customer as materialized (
      select u.document_status, u.store_id, s.currency, ${CONTACT_COLUMN} as contact,
        s.weighed_buffer_percent,
        json_build_object(
          'deliveryFeeMinor', s.delivery_fee_minor,
          'freeDeliveryFromMinor', s.free_delivery_from_minor,
          'minimumBasketMinor', s.minimum_basket_minor
        ) as delivery,
        json_build_object(
          'name', s.name, 'address', s.address, 'phone', s.phone, 'vatNumber', s.vat_number
        ) as seller
      from ${accountView('u')} join ${storeView('s')} on s.id = u.store_id
      where u.id = ${sql.placeholder('userId')}
      for no key update of u
    )
    select customer.document_status as "documentStatus", customer.currency, customer.contact,
      customer.weighed_buffer_percent as "weighedBufferPercent",
      customer.delivery, customer.seller,
      ${NEXT_ORDER_NUMBER} as "orderNumber",
      ${cartCheckoutSql.lines(sql.placeholder('userId'))} as lines,
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
 * order's number:
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
