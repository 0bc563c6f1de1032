import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Cart, CartAdjustment, CartLine, QuoteLine } from '@storefront/shared/contracts';
import type { Database } from '../db/database';
import { cartItems, products, stores, users } from '../db/schema';
import { isStoredId } from '../lib/ids';
import { isOnSale } from './catalog-repository';

/** quantitySchema's ceiling: no line holds more, whatever is in stock. */
const MAX_LINE_QUANTITY = 99;

/**
 * Takes out the lines whose product was unpublished after it was added, and
 * says so as the stock cuts are said (granted 0): checkout would refuse them,
 * and the customer can no longer see or open them.
 */
async function dropWithdrawnLines(
  db: Database,
  userId: string,
  withdrawn: { productId: number; name: string }[],
): Promise<CartAdjustment[]> {
  if (withdrawn.length === 0) return [];
  const names = new Map(withdrawn.map((line) => [line.productId, line.name]));
  const dropped = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, [...names.keys()])))
    .returning({ productId: cartItems.productId, quantity: cartItems.quantity });
  return dropped.map((line) => ({
    productId: line.productId,
    name: names.get(line.productId)!,
    requested: line.quantity,
    granted: 0,
  }));
}

/** The cart priced at today's prices, in the customer's store currency. */
async function readCart(
  db: Database,
  userId: string,
  adjustments: CartAdjustment[] = [],
): Promise<Cart> {
  const held = await db
    .select({
      productId: products.id,
      slug: products.slug,
      name: products.name,
      priceMinor: products.priceMinor,
      quantity: cartItems.quantity,
      stock: products.stock,
      image: products.image,
      unit: products.unit,
      published: products.published,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
  const withdrawn = await dropWithdrawnLines(
    db,
    userId,
    held.filter((line) => !line.published),
  );
  const lines = held.filter((line) => line.published).map(({ published: _, ...line }) => line);
  const [store] = await db
    .select({ currency: stores.currency })
    .from(users)
    .innerJoin(stores, eq(stores.id, users.storeId))
    .where(eq(users.id, userId));
  return {
    lines,
    currency: store?.currency ?? '',
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalMinor: lines.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0),
    adjustments: [...adjustments, ...withdrawn],
  };
}

export function createCartRepository(db: Database) {
  return {
    get: (userId: string) => readCart(db, userId),

    /**
     * Prices an anonymous cart's lines as merge would put them in an empty
     * server cart, and saves nothing: today's names, prices and stock, each
     * line cut to the stock (and to 99), in the order asked. Products that are
     * unknown, another store's or no longer on sale are left out silently, as
     * merge leaves them out; cuts and removals come back as adjustments.
     */
    async quote(store: { id: number; currency: string }, lines: QuoteLine[]): Promise<Cart> {
      const wanted = new Map<number, number>();
      for (const line of lines) {
        if (!isStoredId(line.productId)) continue;
        wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
      }
      const found = wanted.size
        ? await db
            .select({
              productId: products.id,
              slug: products.slug,
              name: products.name,
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
    async setQuantity(userId: string, productId: number, quantity: number): Promise<Cart | null> {
      if (!isStoredId(productId)) return null;
      const [product] = await db
        .select({ name: products.name, stock: products.stock })
        .from(products)
        .where(and(eq(products.id, productId), isOnSale));
      if (!product) return null;
      const granted = Math.max(0, Math.min(quantity, product.stock));
      if (granted === 0) {
        await db
          .delete(cartItems)
          .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
      } else {
        await db
          .insert(cartItems)
          .values({ userId, productId, quantity: granted })
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.productId],
            set: { quantity: granted, updatedAt: new Date() },
          });
      }
      const cut: CartAdjustment[] =
        granted < quantity ? [{ productId, name: product.name, requested: quantity, granted }] : [];
      return readCart(db, userId, cut);
    },

    async remove(userId: string, productId: number): Promise<void> {
      if (!isStoredId(productId)) return;
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
    },

    /**
     * Adds the anonymous cart's lines to the server cart, each cut to what is in
     * stock (and to 99). Unknown products are dropped silently: there is no name
     * to tell the customer; so are products no longer on sale, which customers
     * are never shown. Cuts and removals come back as adjustments.
     */
    async merge(userId: string, lines: { productId: number; quantity: number }[]): Promise<Cart> {
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
        if (productIds.length === 0) return readCart(tx, userId);
        const existing = await tx
          .select({ productId: cartItems.productId, quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)))
          .orderBy(asc(cartItems.productId))
          .for('update');
        const held = new Map(existing.map((line) => [line.productId, line.quantity]));
        const found = await tx
          .select({ id: products.id, name: products.name, stock: products.stock })
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
