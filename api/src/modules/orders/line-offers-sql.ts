import { and, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { LineOffer, LineOfferState } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { categoryView, productView, variantNameSql } from '../catalogue/service';
import { lineOffers } from './tables';

// The SQL of the questions asked about an order's lines while it is picked
// (line offers): asking, answering, closing a window, and reading them back.

export type OfferRow = typeof lineOffers.$inferSelect;
export type NewOffer = Omit<typeof lineOffers.$inferInsert, 'id' | 'askedAt' | 'answerBy'>;

/** Asks: the window closes the store's minutes after now, by the database's clock. */
export async function insertOffer(
  tx: Database,
  offer: NewOffer,
  answerMinutes: number,
): Promise<OfferRow> {
  const [written] = await tx
    .insert(lineOffers)
    .values({
      ...offer,
      askedAt: sql`now()`,
      answerBy: sql`now() + make_interval(mins => ${answerMinutes}::integer)`,
    })
    .returning();
  return written!;
}

/** The line's newest offer that was not withdrawn, locked; undefined when it has none. */
export async function lockLatestOffer(
  tx: Database,
  orderId: string,
  productId: number,
): Promise<(OfferRow & { open: boolean }) | undefined> {
  const [found] = await tx
    .select({ offer: lineOffers, open: sql<boolean>`${lineOffers.answerBy} > now()` })
    .from(lineOffers)
    .where(
      and(
        eq(lineOffers.orderId, orderId),
        eq(lineOffers.productId, productId),
        ne(lineOffers.state, 'withdrawn'),
      ),
    )
    .orderBy(desc(lineOffers.askedAt), desc(lineOffers.id))
    .limit(1)
    .for('update');
  return found && { ...found.offer, open: found.open };
}

/**
 * Closes an offer that is still awaiting: answered (only inside its window),
 * withdrawn, or defaulted (only past it). Answers the row when it moved;
 * undefined when it was no longer awaiting (or the window did not allow it).
 * A second request waits on the first's row lock and then finds it closed.
 */
export async function closeOffer(
  tx: Database,
  where: { orderId: string; offerId: string },
  state: Exclude<LineOfferState, 'awaiting'>,
): Promise<OfferRow | undefined> {
  const window =
    state === 'accepted' || state === 'rejected'
      ? gt(lineOffers.answerBy, sql`now()`)
      : state === 'defaulted'
        ? lte(lineOffers.answerBy, sql`now()`)
        : undefined;
  const [closed] = await tx
    .update(lineOffers)
    .set({ state, answeredAt: state === 'withdrawn' ? null : sql`now()` })
    .where(
      and(
        eq(lineOffers.id, where.offerId),
        eq(lineOffers.orderId, where.orderId),
        eq(lineOffers.state, 'awaiting'),
        window,
      ),
    )
    .returning();
  return closed;
}

/** One offer of the order's, as it is; undefined for none. */
export async function findOffer(db: Database, orderId: string, offerId: string) {
  const [found] = await db
    .select()
    .from(lineOffers)
    .where(and(eq(lineOffers.id, offerId), eq(lineOffers.orderId, orderId)));
  return found;
}

/** The orders' offers still awaiting, locked, each saying whether its window is still open. */
export async function lockAwaitingOffers(tx: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .select({ offer: lineOffers, open: sql<boolean>`${lineOffers.answerBy} > now()` })
    .from(lineOffers)
    .where(and(inArray(lineOffers.orderId, orderIds), eq(lineOffers.state, 'awaiting')))
    .orderBy(lineOffers.id)
    .for('update');
  return rows.map(({ offer, open }) => ({ ...offer, open }));
}

/** The orders' offers still awaiting inside their windows (no lock): what a finish waits on. */
export async function openOffers(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: lineOffers.orderId, answerBy: lineOffers.answerBy })
    .from(lineOffers)
    .where(
      and(
        inArray(lineOffers.orderId, orderIds),
        eq(lineOffers.state, 'awaiting'),
        gt(lineOffers.answerBy, sql`now()`),
      ),
    );
}

/** The product ids an order's live offers would bring (not rejected nor withdrawn). */
export async function offeredProductIds(tx: Database, orderId: string): Promise<number[]> {
  const rows = await tx
    .select({ id: lineOffers.substituteProductId })
    .from(lineOffers)
    .where(
      and(
        eq(lineOffers.orderId, orderId),
        inArray(lineOffers.state, ['awaiting', 'accepted', 'defaulted']),
      ),
    );
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}

/** The order's substitutes taken off the shelf and not put back (awaiting, accepted, defaulted), locked. */
export async function offersToRelease(tx: Database, orderId: string): Promise<OfferRow[]> {
  return tx
    .select()
    .from(lineOffers)
    .where(
      and(
        eq(lineOffers.orderId, orderId),
        eq(lineOffers.kind, 'substitute'),
        inArray(lineOffers.state, ['awaiting', 'accepted', 'defaulted']),
      ),
    )
    .orderBy(lineOffers.substituteProductId)
    .for('update');
}

/** The substitutes to settle into lines: accepted or defaulted, with what their lines keep. */
export async function settledSubstitutes(tx: Database, orderId: string) {
  const product = productView('product');
  const category = categoryView('category');
  return tx
    .select({
      offer: lineOffers,
      name: variantNameSql('product'),
      sku: product.sku,
      image: product.image,
      vatRateBasisPoints: product.vatRateBasisPoints,
      categoryName: sql<string>`coalesce(${category.name}, '')`,
    })
    .from(lineOffers)
    .innerJoin(product, eq(product.id, lineOffers.substituteProductId))
    .leftJoin(category, eq(category.id, product.categoryId))
    .where(
      and(
        eq(lineOffers.orderId, orderId),
        eq(lineOffers.kind, 'substitute'),
        inArray(lineOffers.state, ['accepted', 'defaulted']),
      ),
    )
    .orderBy(lineOffers.productId);
}

/** An offer as the API shows it, from its row and its substitute's name and image. */
export function toLineOffer(
  row: OfferRow,
  substitute: { name: string; image: string } | null,
): LineOffer {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    productId: row.productId,
    askedAt: new Date(row.askedAt).toISOString(),
    answerBy: new Date(row.answerBy).toISOString(),
    answeredAt: row.answeredAt ? new Date(row.answeredAt).toISOString() : null,
    substitute:
      row.substituteProductId === null
        ? null
        : {
            productId: row.substituteProductId,
            name: substitute?.name ?? '',
            image: substitute?.image ?? '',
            quantity: row.substituteQuantity!,
            unitPriceMinor: row.substituteUnitPriceMinor!,
            unitPriceIfNoAnswerMinor: row.noAnswerUnitPriceMinor!,
          },
    extraMinor: row.extraMinor,
  };
}

/**
 * Each line's newest offer that was not withdrawn, of the given orders, keyed
 * `${orderId}:${productId}`: what the order page and the picking app show.
 */
export async function latestOffers(
  db: Database,
  orderIds: string[],
): Promise<Map<string, LineOffer>> {
  const offers = new Map<string, LineOffer>();
  if (orderIds.length === 0) return offers;
  const product = productView('product');
  const rows = await db
    .select({ offer: lineOffers, name: variantNameSql('product'), image: product.image })
    .from(lineOffers)
    .leftJoin(product, eq(product.id, lineOffers.substituteProductId))
    .where(and(inArray(lineOffers.orderId, orderIds), ne(lineOffers.state, 'withdrawn')))
    .orderBy(lineOffers.askedAt, lineOffers.id);
  // Oldest first, so a line's newest offer is the one left in the map.
  for (const { offer, name, image } of rows) {
    offers.set(
      `${offer.orderId}:${offer.productId}`,
      toLineOffer(offer, name === null ? null : { name, image: image ?? '' }),
    );
  }
  return offers;
}

export const offerKey = (orderId: string, productId: number) => `${orderId}:${productId}`;
