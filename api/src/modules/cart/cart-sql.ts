import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  eachPriceMinor,
  type Cart,
  type CartAdjustment,
  type CartLine,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { preparedStatement } from '../../db/raw-rows';
import { accountView } from '../accounts/service';
import {
  lockedCheckoutLines,
  productView,
  variantNameSql,
  type ProductRow,
} from '../catalogue/service';
import { storeView } from '../store/service';
import { cartItems } from './tables';

// The cart's statements that answer a cart in the same statement that
// changes it: a read, and setting one line. repository.ts uses them.

export interface CartAnswer {
  lines: CartLine[];
  withdrawn: { productId: number; name: string; quantity: number }[];
  currency: string | null;
  discountCode: string | null;
}

/**
 * A cart as the database holds it: its lines priced today, and the discount
 * code applied to it, which the caller prices (modules/discounts).
 */
export type StoredCart = Omit<Cart, 'discount'> & { discountCode: string | null };

/** A value of the cart's prepared statements. */
const param = (name: 'userId' | 'productId' | 'quantity') => sql.placeholder(name);

/**
 * The select that answers a cart, after the statement's own writes: `held`
 * is a CTE of the lines (product_id, quantity, added_at) as they stand once
 * the statement is done, and `withdrawn` one of the lines it took out because
 * their product was unpublished. A statement's CTEs all see the database as it
 * was before it, so the caller builds `held` from that and its own changes.
 */
const cartAnswer = sql`
  select
    coalesce(
      (
        select json_agg(
          json_build_object(
            'productId', p.id, 'listedProductId', coalesce(p.variant_of, p.id), 'slug', p.slug,
            'name', ${variantNameSql('p')}, 'priceMinor', p.price_minor, 'quantity', h.quantity,
            'stock', p.stock, 'image', p.image, 'unit', p.unit,
            'estimatedWeightGrams', p.estimated_weight_grams
          )
          order by h.added_at, h.product_id
        )
        from held h join ${productView('p')} on p.id = h.product_id
        where p.published
      ),
      '[]'
    ) as lines,
    coalesce(
      (
        select json_agg(
          json_build_object('productId', product_id, 'name', name, 'quantity', quantity)
          order by product_id
        )
        from withdrawn
      ),
      '[]'
    ) as withdrawn,
    (
      select s.currency from ${accountView('u')} join ${storeView('s')} on s.id = u.store_id
      where u.id = ${param('userId')}
    ) as currency,
    (select code from cart_discount_codes where user_id = ${param('userId')}) as "discountCode"`;

/**
 * Lines whose product was unpublished after it was added are taken out and
 * said so as the stock cuts are said (granted 0): checkout would refuse them,
 * and the customer can no longer see or open them.
 */
const withdrawLines = (keep: SQL = sql`true`) => sql`
  withdrawn as (
    delete from cart_items c using ${productView('p')}
    where c.user_id = ${param('userId')} and p.id = c.product_id and not p.published and ${keep}
    returning c.product_id, c.quantity, ${variantNameSql('p')} as name
  )`;

export function toCart(answer: CartAnswer, adjustments: CartAdjustment[]): StoredCart {
  const { lines } = answer;
  return {
    lines,
    discountCode: answer.discountCode,
    currency: answer.currency ?? '',
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalMinor: lines.reduce((sum, line) => sum + eachPriceMinor(line) * line.quantity, 0),
    adjustments: [
      ...adjustments,
      ...answer.withdrawn.map((line) => ({
        productId: line.productId,
        name: line.name,
        requested: line.quantity,
        granted: 0,
      })),
    ],
  };
}

/** The cart priced at today's prices, in the customer's store currency: one statement. */
const readCartStatement = preparedStatement<CartAnswer, { userId: string }>(
  'cart_read',
  () => sql`
    with ${withdrawLines()},
    held as (select product_id, quantity, added_at from cart_items where user_id = ${param('userId')})
    ${cartAnswer}`,
);

export async function readCart(
  db: Database,
  userId: string,
  adjustments: CartAdjustment[] = [],
): Promise<StoredCart> {
  const [answer] = await readCartStatement(db, { userId });
  return toCart(answer!, adjustments);
}

/**
 * Sets a line and answers the cart, in one statement: the product's stock
 * read, the line written (or taken out when none is left), withdrawn lines
 * taken out, and the cart priced. Its product is null when the product is not
 * on sale; then nothing is written.
 */
export const setLine = preparedStatement<
  CartAnswer & { product: { name: string; granted: number } | null },
  { userId: string; productId: number; quantity: number }
>(
  'cart_set_line',
  () => sql`
    with wanted as (
      select p.id, ${variantNameSql('p')} as name,
        greatest(0, least(${param('quantity')}::integer, p.stock)) as granted
      from ${productView('p')}
      where p.id = ${param('productId')} and p.published
    ),
    ${withdrawLines(sql`exists (select 1 from wanted)`)},
    emptied as (
      delete from cart_items
      where user_id = ${param('userId')} and product_id = (select id from wanted where granted = 0)
    ),
    saved as (
      insert into cart_items (user_id, product_id, quantity)
      select ${param('userId')}::uuid, id, granted from wanted where granted > 0
      on conflict (user_id, product_id)
      do update set quantity = excluded.quantity, updated_at = now()
      returning product_id, quantity, added_at
    ),
    held as (
      select product_id, quantity, added_at from cart_items
      where user_id = ${param('userId')} and product_id <> ${param('productId')}
      union all
      select product_id, quantity, added_at from saved
    )
    ${cartAnswer},
    (select json_build_object('name', name, 'granted', granted) from wanted) as product`,
);

/** A cart line as checkout locks it, with its product as it is now. */
export interface CheckoutLine {
  quantity: number;
  product: Pick<
    ProductRow,
    | 'id'
    | 'storeId'
    | 'published'
    | 'name'
    | 'sku'
    | 'unit'
    | 'estimatedWeightGrams'
    | 'image'
    | 'priceMinor'
    | 'vatRateBasisPoints'
    | 'stock'
    | 'categoryId'
  > & { categoryName: string; listedProductId: number };
}

/**
 * Checkout's reading of the cart, as one JSON array of CheckoutLine (a
 * subquery of its one locking statement): the lines with their products, in
 * product id order, the lines locked for update and the products as the
 * catalogue locks them for a change of their stock.
 */
export const checkoutLinesQuery = (userId: SQLWrapper): SQL =>
  lockedCheckoutLines(sql`${cartItems}`, sql`c.user_id = ${userId}`);

/** The customer's cart emptied, its code too: two CTEs of the checkout's writing statement. */
export const emptyCartStatements = (userId: SQLWrapper): SQL => sql`
    emptied as (delete from cart_items where user_id = ${userId}),
    code_spent as (delete from cart_discount_codes where user_id = ${userId})`;
