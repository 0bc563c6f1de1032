import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  eachPriceMinor,
  MAX_LINE_QUANTITY,
  type Cart,
  type CartAdjustment,
  type CartLine,
  type QuoteLine,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { isStoredId } from '../../lib/ids';
import { productView, variantNameSql } from '../catalogue/service';
import { readCart, setLine, toCart, type StoredCart } from './cart-sql';
import { cartDiscountCodes, cartItems } from './tables';

export { checkoutLinesQuery, emptyCartStatements } from './cart-sql';
export type { CheckoutLine, StoredCart } from './cart-sql';

/**
 * All of the cart's SQL, over its tables (the lines, and the code applied).
 * Each function takes the database handle it runs on: the pool, or the
 * service's transaction. The statements that change a line and answer the
 * cart at once are in cart-sql.ts, with the pieces checkout composes.
 */
export const cartRepository = {
  get: (db: Database, userId: string): Promise<StoredCart> => readCart(db, userId),

  /**
   * Prices an anonymous cart's lines as merge would put them in an empty
   * server cart, and saves nothing: today's names, prices and stock, each
   * line cut to the stock (and to MAX_LINE_QUANTITY), in the order asked. Products that are
   * unknown, another store's or no longer on sale are left out silently, as
   * merge leaves them out; cuts and removals come back as adjustments.
   */
  async quote(
    db: Database,
    store: { id: number; currency: string },
    lines: QuoteLine[],
  ): Promise<Omit<Cart, 'discount'>> {
    const wanted = new Map<number, number>();
    for (const line of lines) {
      if (!isStoredId(line.productId)) continue;
      wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
    }
    const view = productView('product');
    const found = wanted.size
      ? await db
          .select({
            productId: view.id,
            listedProductId: sql<number>`coalesce(${view.variantOf}, ${view.id})`.mapWith(Number),
            slug: view.slug,
            name: variantNameSql('product'),
            priceMinor: view.priceMinor,
            stock: view.stock,
            image: view.image,
            unit: view.unit,
            estimatedWeightGrams: view.estimatedWeightGrams,
          })
          .from(view)
          .where(
            and(
              eq(view.storeId, store.id),
              inArray(view.id, [...wanted.keys()]),
              eq(view.published, true),
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
      subtotalMinor: quoted.reduce((sum, line) => sum + eachPriceMinor(line) * line.quantity, 0),
      adjustments,
    };
  },

  /**
   * Sets a line's quantity, cut to what is in stock right now (none left:
   * the line goes), and answers the cart with the cut among its
   * adjustments; null for a product that is unknown or not on sale.
   */
  async setQuantity(
    db: Database,
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

  async remove(db: Database, userId: string, productId: number): Promise<void> {
    if (!isStoredId(productId)) return;
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  },

  /** Applies a code to the cart, in place of any it had. */
  async applyDiscountCode(db: Database, userId: string, code: string): Promise<void> {
    await db
      .insert(cartDiscountCodes)
      .values({ userId, code })
      .onConflictDoUpdate({
        target: cartDiscountCodes.userId,
        set: { code, appliedAt: new Date() },
      });
  },

  async removeDiscountCode(db: Database, userId: string): Promise<void> {
    await db.delete(cartDiscountCodes).where(eq(cartDiscountCodes.userId, userId));
  },

  /** Keeps a code for the cart unless it has one already. */
  async keepDiscountCode(tx: Database, userId: string, code: string): Promise<void> {
    await tx
      .insert(cartDiscountCodes)
      .values({ userId, code })
      .onConflictDoNothing({ target: cartDiscountCodes.userId });
  },

  /** The quantities the cart holds of these products, locked (ascending ids) when asked. */
  async heldQuantities(
    tx: Database,
    userId: string,
    productIds: number[],
    options: { lock?: boolean } = {},
  ): Promise<Map<number, number>> {
    const query = tx
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
    const held = options.lock
      ? await query.orderBy(asc(cartItems.productId)).for('update')
      : await query;
    return new Map(held.map((line) => [line.productId, line.quantity]));
  },

  /**
   * Sets a line to `quantity`. A new line is placed `position` ms after now,
   * so lines added together keep the order they were given in.
   */
  async putLine(
    tx: Database,
    userId: string,
    productId: number,
    quantity: number,
    position?: number,
  ): Promise<void> {
    await tx
      .insert(cartItems)
      .values({
        userId,
        productId,
        quantity,
        ...(position === undefined
          ? {}
          : { addedAt: sql`now() + ${position}::integer * interval '1 millisecond'` }),
      })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity, updatedAt: new Date() },
      });
  },

  /** The products of a merge, on sale, with their stock, in id order. */
  onSale(tx: Database, productIds: number[]) {
    const product = productView('product');
    return tx
      .select({ id: product.id, name: variantNameSql('product'), stock: product.stock })
      .from(product)
      .where(and(inArray(product.id, productIds), eq(product.published, true)))
      .orderBy(asc(product.id));
  },

  readCart,

  /** The customer's lines and applied code, gone: their account is being deleted. */
  async deleteAllOf(tx: Database, userId: string): Promise<void> {
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await tx.delete(cartDiscountCodes).where(eq(cartDiscountCodes.userId, userId));
  },
};
