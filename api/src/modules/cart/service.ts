import type { SQL, SQLWrapper } from 'drizzle-orm';
import {
  MAX_LINE_QUANTITY,
  type Cart,
  type CartAdjustment,
  type QuoteLine,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { isStoredId } from '../../lib/ids';
import type { DiscountsService } from '../discounts/service';
import {
  cartRepository as repository,
  checkoutLinesQuery,
  emptyCartStatements,
  type StoredCart,
} from './repository';

export type { CheckoutLine, StoredCart } from './repository';

/** The signed-in customer a cart belongs to. */
export interface CartOwner {
  id: string;
  storeId: number;
}

/**
 * The SQL checkout runs for the cart inside its own single statements: its
 * locked reading of the lines (CheckoutLine[] as JSON), and the cart emptied
 * with its code in the statement that writes the order.
 */
export const cartCheckoutSql = {
  /** The cart's lines with their products, locked, in product id order. */
  lines: (userId: SQLWrapper): SQL => checkoutLinesQuery(userId),
  /** Two CTEs (`emptied`, `code_spent`) that empty the cart and take its code off. */
  empty: (userId: SQLWrapper): SQL => emptyCartStatements(userId),
};

/** What the customer's cart holds of these products, in the caller's transaction. */
export function cartQuantities(
  tx: Database,
  userId: string,
  productIds: number[],
): Promise<Map<number, number>> {
  return repository.heldQuantities(tx, userId, productIds);
}

/** Sets one line of the customer's cart, in the caller's transaction (a reorder's). */
export function setCartLine(
  tx: Database,
  userId: string,
  productId: number,
  quantity: number,
): Promise<void> {
  return repository.putLine(tx, userId, productId, quantity);
}

/** A deleted account's cart, emptied in the deletion's transaction. */
export function forgetCartOf(tx: Database, userId: string): Promise<void> {
  return repository.deleteAllOf(tx, userId);
}

export type ApplyCodeOutcome =
  { status: 'applied'; cart: Cart } | { status: 'refused'; message: string };

/**
 * The carts: a signed-in customer's, kept on the server, and an anonymous
 * visitor's, priced without saving. Every answer prices its discount code
 * against the lines as they are now, the same way everywhere.
 */
export function createCartService({
  db,
  discounts,
}: {
  db: Database;
  discounts: DiscountsService;
}) {
  /** A cart as the customer sees it: its lines, and its code priced against them. */
  async function priced(
    who: { userId: string | null; storeId: number },
    { discountCode, ...cart }: StoredCart,
  ): Promise<Cart> {
    const shopper = { ...who, currency: cart.currency };
    return { ...cart, discount: await discounts.cartDiscount(shopper, discountCode, cart.lines) };
  }
  const answer = (owner: CartOwner, stored: StoredCart) =>
    priced({ userId: owner.id, storeId: owner.storeId }, stored);

  /**
   * Adds an anonymous cart's lines to the server cart, in the caller's
   * transaction: each cut to what is in stock (and to MAX_LINE_QUANTITY), and
   * its code when the server cart has none. Unknown products are dropped
   * silently: there is no name to tell the customer; so are products no longer
   * on sale, which customers are never shown. Cuts and removals come back as adjustments.
   */
  async function mergeLines(
    tx: Database,
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

    if (discountCode) await repository.keepDiscountCode(tx, userId, discountCode);
    if (productIds.length === 0) return repository.readCart(tx, userId);
    const held = await repository.heldQuantities(tx, userId, productIds, { lock: true });
    const found = await repository.onSale(tx, productIds);

    const adjustments: CartAdjustment[] = [];
    for (const product of found) {
      const requested = (held.get(product.id) ?? 0) + wanted.get(product.id)!;
      const granted = Math.min(requested, product.stock, MAX_LINE_QUANTITY);
      if (granted < requested) {
        adjustments.push({ productId: product.id, name: product.name, requested, granted });
      }
      if (granted === 0) {
        await repository.remove(tx, userId, product.id);
        continue;
      }
      await repository.putLine(tx, userId, product.id, granted, position.get(product.id)!);
    }
    return repository.readCart(tx, userId, adjustments);
  }

  return {
    /** The customer's cart at today's prices. */
    get: async (owner: CartOwner): Promise<Cart> =>
      answer(owner, await repository.get(db, owner.id)),

    /**
     * Applies a code in place of any other, when it applies to the cart now;
     * a code that does not is not kept, and the refusal says why.
     */
    async applyDiscountCode(owner: CartOwner, code: string): Promise<ApplyCodeOutcome> {
      const cart = await repository.get(db, owner.id);
      const shopper = { userId: owner.id, storeId: owner.storeId, currency: cart.currency };
      const outcome = await discounts.quote(shopper, code, cart.lines);
      if (outcome.status === 'refused') return { status: 'refused', message: outcome.message };
      await repository.applyDiscountCode(db, owner.id, outcome.quote.code);
      return {
        status: 'applied',
        cart: await answer(owner, { ...cart, discountCode: outcome.quote.code }),
      };
    },

    async removeDiscountCode(owner: CartOwner): Promise<Cart> {
      await repository.removeDiscountCode(db, owner.id);
      return answer(owner, await repository.get(db, owner.id));
    },

    /**
     * Sets how many of a product the cart holds, cut to the stock (the cut is
     * among the adjustments); null for a product unknown or not on sale.
     */
    async setQuantity(owner: CartOwner, productId: number, quantity: number) {
      const cart = await repository.setQuantity(db, owner.id, productId, quantity);
      return cart && answer(owner, cart);
    },

    /** Takes a product out of the cart; nothing happens when it is not there. */
    async remove(owner: CartOwner, productId: number): Promise<Cart> {
      await repository.remove(db, owner.id, productId);
      return answer(owner, await repository.get(db, owner.id));
    },

    /** Merges the cart kept before sign-in into the server cart, in one transaction. */
    async merge(
      owner: CartOwner,
      lines: { productId: number; quantity: number }[],
      discountCode?: string,
    ): Promise<Cart> {
      const cart = await db.transaction((tx) => mergeLines(tx, owner.id, lines, discountCode));
      return answer(owner, cart);
    },

    /** An anonymous cart's lines priced today, cut to the stock, with its code: nothing saved. */
    async quote(
      store: { id: number; currency: string },
      lines: QuoteLine[],
      discountCode: string | null,
    ): Promise<Cart> {
      const cart = await repository.quote(db, store, lines);
      return priced({ userId: null, storeId: store.id }, { ...cart, discountCode });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
