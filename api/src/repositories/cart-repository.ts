import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  MAX_LINE_QUANTITY,
  type Cart,
  type CartAdjustment,
  type CartLine,
  type QuoteLine,
} from '@storefront/shared/contracts';
import type { Database } from '../db/database';
import { cartDiscountCodes, cartItems, products } from '../db/schema';
import { isStoredId } from '../lib/ids';
import { isOnSale, variantNameSql } from '../modules/catalogue/service';
import { preparedStatement } from './raw-rows';

interface CartAnswer {
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
            'stock', p.stock, 'image', p.image, 'unit', p.unit
          )
          order by h.added_at, h.product_id
        )
        from held h join products p on p.id = h.product_id
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
      select s.currency from users u join stores s on s.id = u.store_id where u.id = ${param('userId')}
    ) as currency,
    (select code from cart_discount_codes where user_id = ${param('userId')}) as "discountCode"`;

/**
 * Lines whose product was unpublished after it was added are taken out and
 * said so as the stock cuts are said (granted 0): checkout would refuse them,
 * and the customer can no longer see or open them.
 */
const withdrawLines = (keep: SQL = sql`true`) => sql`
  withdrawn as (
    delete from cart_items c using products p
    where c.user_id = ${param('userId')} and p.id = c.product_id and not p.published and ${keep}
    returning c.product_id, c.quantity, ${variantNameSql('p')} as name
  )`;

function toCart(answer: CartAnswer, adjustments: CartAdjustment[]): StoredCart {
  const { lines } = answer;
  return {
    lines,
    discountCode: answer.discountCode,
    currency: answer.currency ?? '',
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalMinor: lines.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0),
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
  sql`
    with ${withdrawLines()},
    held as (select product_id, quantity, added_at from cart_items where user_id = ${param('userId')})
    ${cartAnswer}`,
);

async function readCart(
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
const setLine = preparedStatement<
  CartAnswer & { product: { name: string; granted: number } | null },
  { userId: string; productId: number; quantity: number }
>(
  'cart_set_line',
  sql`
    with wanted as (
      select id, ${variantNameSql()} as name,
        greatest(0, least(${param('quantity')}::integer, stock)) as granted
      from products
      where id = ${param('productId')} and published
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

export function createCartRepository(db: Database) {
  return {
    get: (userId: string) => readCart(db, userId),

    /**
     * Prices an anonymous cart's lines as merge would put them in an empty
     * server cart, and saves nothing: today's names, prices and stock, each
     * line cut to the stock (and to MAX_LINE_QUANTITY), in the order asked. Products that are
     * unknown, another store's or no longer on sale are left out silently, as
     * merge leaves them out; cuts and removals come back as adjustments.
     */
    async quote(
      store: { id: number; currency: string },
      lines: QuoteLine[],
    ): Promise<Omit<Cart, 'discount'>> {
      const wanted = new Map<number, number>();
      for (const line of lines) {
        if (!isStoredId(line.productId)) continue;
        wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
      }
      const found = wanted.size
        ? await db
            .select({
              productId: products.id,
              listedProductId: sql<number>`coalesce(${products.variantOf}, ${products.id})`.mapWith(
                Number,
              ),
              slug: products.slug,
              name: variantNameSql(),
              priceMinor: products.priceMinor,
              stock: products.stock,
              image: products.image,
              unit: products.unit,
            })
            .from(products)
            .where(
              and(
                eq(products.storeId, store.id),
                inArray(products.id, [...wanted.keys()]),
                isOnSale,
              ),
            )
        : [];
      const byId = new Map(found.map((product) => [product.productId, product]));
      const quoted: CartLine[] = [];
      const adjustments: CartAdjustment[] = [];
      for (const [productId, requested] of wanted) {
        const product = byId.get(productId);
        if (!product) continue;
        const granted = Math.min(requested, product.stock, MAX_LINE_QUANTITY);
        if (granted < requested) {
          adjustments.push({ productId, name: product.name, requested, granted });
        }
        if (granted > 0) quoted.push({ ...product, quantity: granted });
      }
      return {
        lines: quoted,
        currency: store.currency,
        itemCount: quoted.reduce((sum, line) => sum + line.quantity, 0),
        subtotalMinor: quoted.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0),
        adjustments,
      };
    },

    /**
     * Sets a line's quantity, cut to what is in stock right now (none left:
     * the line goes), and answers the cart with the cut among its
     * adjustments; null for a product that is unknown or not on sale.
     */
    async setQuantity(
      userId: string,
      productId: number,
      quantity: number,
    ): Promise<StoredCart | null> {
      if (!isStoredId(productId)) return null;
      const [answer] = await setLine(db, { userId, productId, quantity });
      if (!answer?.product) return null;
      const { name, granted } = answer.product;
      const cut: CartAdjustment[] =
        granted < quantity ? [{ productId, name, requested: quantity, granted }] : [];
      return toCart(answer, cut);
    },

    async remove(userId: string, productId: number): Promise<void> {
      if (!isStoredId(productId)) return;
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
    },

    /** Applies a code to the cart, in place of any it had. */
    async applyDiscountCode(userId: string, code: string): Promise<void> {
      await db
        .insert(cartDiscountCodes)
        .values({ userId, code })
        .onConflictDoUpdate({
          target: cartDiscountCodes.userId,
          set: { code, appliedAt: new Date() },
        });
    },

    async removeDiscountCode(userId: string): Promise<void> {
      await db.delete(cartDiscountCodes).where(eq(cartDiscountCodes.userId, userId));
    },

    /**
     * Adds the anonymous cart's lines to the server cart, each cut to what is in
     * stock (and to MAX_LINE_QUANTITY), and its code when the server cart has
     * none. Unknown products are dropped silently: there is no name
     * to tell the customer; so are products no longer on sale, which customers
     * are never shown. Cuts and removals come back as adjustments.
     */
    async merge(
      userId: string,
      lines: { productId: number; quantity: number }[],
      discountCode?: string,
    ): Promise<StoredCart> {
      const wanted = new Map<number, number>();
      // Where each product first appears, so new lines keep the anonymous cart's order.
      const position = new Map<number, number>();
      for (const line of lines) {
        if (!isStoredId(line.productId)) continue;
        wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
        if (!position.has(line.productId)) position.set(line.productId, position.size);
      }
      // Ascending ids, so two merges for one customer lock their lines in the same order.
      const productIds = [...wanted.keys()].sort((a, b) => a - b);

      return db.transaction(async (tx) => {
        if (discountCode) {
          await tx
            .insert(cartDiscountCodes)
            .values({ userId, code: discountCode })
            .onConflictDoNothing({ target: cartDiscountCodes.userId });
        }
        if (productIds.length === 0) return readCart(tx, userId);
        const existing = await tx
          .select({ productId: cartItems.productId, quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)))
          .orderBy(asc(cartItems.productId))
          .for('update');
        const held = new Map(existing.map((line) => [line.productId, line.quantity]));
        const found = await tx
          .select({ id: products.id, name: variantNameSql(), stock: products.stock })
          .from(products)
          .where(and(inArray(products.id, productIds), isOnSale))
          .orderBy(asc(products.id));

        const adjustments: CartAdjustment[] = [];
        for (const product of found) {
          const requested = (held.get(product.id) ?? 0) + wanted.get(product.id)!;
          const granted = Math.min(requested, product.stock, MAX_LINE_QUANTITY);
          if (granted < requested) {
            adjustments.push({ productId: product.id, name: product.name, requested, granted });
          }
          if (granted === 0) {
            await tx
              .delete(cartItems)
              .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, product.id)));
            continue;
          }
          await tx
            .insert(cartItems)
            .values({
              userId,
              productId: product.id,
              quantity: granted,
              addedAt: sql`now() + ${position.get(product.id)!}::integer * interval '1 millisecond'`,
            })
            .onConflictDoUpdate({
              target: [cartItems.userId, cartItems.productId],
              set: { quantity: granted, updatedAt: new Date() },
            });
        }
        return readCart(tx, userId, adjustments);
      });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
