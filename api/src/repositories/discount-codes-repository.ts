import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Page, QuoteLine } from '@storefront/shared/contracts';
import type {
  DiscountCodeInput,
  OperatorDiscountCode,
} from '@storefront/shared/operator-contracts';
import type { Database } from '../db/database';
import { isStoredId } from '../lib/ids';
import {
  categories,
  discountCodeCategories,
  discountCodes,
  discountRedemptions,
  orders,
  products,
  stores,
  users,
} from '../db/schema';
import { describeOffer } from '../discounts/discount-words';
import type { DiscountCodeFacts, PricedLine } from '../discounts/price-discount';

// The SQL of discount codes. Checkout locks and counts a code inside its own
// statements (orders-repository); everything else is here.

export const REDEMPTION_PAGE_SIZE = 25;

type CodeRow = typeof discountCodes.$inferSelect;

// Written as ${discountCodes}.id: drizzle leaves a column unqualified in a one-table select.
const categoryList = sql<Array<{ id: number; name: string }>>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.position, c.id)
  from ${discountCodeCategories} dc join ${categories} c on c.id = dc.category_id
  where dc.discount_code_id = ${discountCodes}.id
), '[]'::json)`;

/** A code of the store as the rules read it, with this customer's uses of it; undefined when the store has no such code. */
export async function findDiscountCode(
  db: Database,
  storeId: number,
  code: string,
  userId: string | null,
): Promise<(DiscountCodeFacts & { categoryNames: string[] }) | undefined> {
  const [row] = await db
    .select({
      code: discountCodes,
      categories: categoryList,
      customerUses: sql<number>`(
        select count(*) from ${discountRedemptions} r
        where r.discount_code_id = ${discountCodes}.id and r.user_id = ${userId}
      )`.mapWith(Number),
    })
    .from(discountCodes)
    .where(and(eq(discountCodes.storeId, storeId), eq(discountCodes.code, code)));
  if (!row) return undefined;
  return {
    ...row.code,
    categoryIds: row.categories.map((category) => category.id),
    categoryNames: row.categories.map((category) => category.name),
    customerUses: row.customerUses,
  };
}

/**
 * Cart lines as a code prices them: today's price of each product the store
 * still sells, for as many as are in stock.
 */
export async function linesForDiscount(
  db: Database,
  storeId: number,
  lines: readonly QuoteLine[],
): Promise<PricedLine[]> {
  const quantities = new Map(
    lines.filter((line) => isStoredId(line.productId)).map((l) => [l.productId, l.quantity]),
  );
  if (quantities.size === 0) return [];
  const found = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      priceMinor: products.priceMinor,
      stock: products.stock,
    })
    .from(products)
    .where(
      and(
        inArray(products.id, [...quantities.keys()]),
        eq(products.storeId, storeId),
        eq(products.published, true),
        sql`${products.stock} > 0`,
      ),
    )
    .orderBy(products.id);
  return found.map((product) => ({
    categoryId: product.categoryId,
    lineTotalMinor: product.priceMinor * Math.min(quantities.get(product.id)!, product.stock),
  }));
}

/**
 * Gives a cancelled order's use of its code back: the redemption goes and the
 * code's count comes down, in one statement.
 */
export async function releaseDiscount(tx: Database, orderId: string): Promise<void> {
  await tx.execute(sql`
    with released as (
      delete from ${discountRedemptions} where order_id = ${orderId}
      returning discount_code_id
    )
    update ${discountCodes} set uses = uses - 1
    where id in (select discount_code_id from released)`);
}

export async function insertDiscountCode(
  tx: Database,
  storeId: number,
  createdBy: string,
  input: ReturnType<typeof toCodeValues>,
  categoryIds: number[],
): Promise<string> {
  const [row] = await tx
    .insert(discountCodes)
    .values({ ...input, storeId, createdBy })
    .returning({ id: discountCodes.id });
  if (categoryIds.length > 0) {
    await tx
      .insert(discountCodeCategories)
      .values(categoryIds.map((categoryId) => ({ discountCodeId: row!.id, categoryId })));
  }
  return row!.id;
}

/** The columns of a new code, from the operator's checked input. */
export function toCodeValues(input: DiscountCodeInput) {
  return {
    code: input.code,
    kind: input.kind,
    percentOff: input.percentOff ?? null,
    amountOffMinor: input.amountOffMinor ?? null,
    minSpendMinor: input.minSpendMinor ?? 0,
    startsAt: input.startsAt ? new Date(input.startsAt) : new Date(),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    maxUses: input.maxUses ?? null,
    maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
  };
}

/** How many of these categories are the store's. */
export async function countStoreCategories(tx: Database, storeId: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({ n: count() })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), inArray(categories.id, ids)));
  return row!.n;
}

/** The store's code, locked for the rest of the transaction. */
export async function lockDiscountCode(tx: Database, storeId: number, codeId: string) {
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.id, codeId), eq(discountCodes.storeId, storeId)))
    .for('update');
  return row;
}

export async function setDiscountCodePaused(tx: Database, codeId: string, paused: boolean) {
  await tx.update(discountCodes).set({ paused }).where(eq(discountCodes.id, codeId));
}

const discountGiven = sql<number>`(
  select coalesce(sum(r.discount_minor), 0) from ${discountRedemptions} r
  where r.discount_code_id = ${discountCodes}.id
)`.mapWith(Number);

function toOperatorCode(row: {
  code: CodeRow;
  categories: Array<{ id: number; name: string }>;
  discountGivenMinor: number;
  currency: string;
}): OperatorDiscountCode {
  const { code } = row;
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    percentOff: code.percentOff,
    amountOffMinor: code.amountOffMinor,
    description: describeOffer(
      code,
      row.currency,
      row.categories.map((category) => category.name),
    ),
    minSpendMinor: code.minSpendMinor,
    startsAt: code.startsAt.toISOString(),
    endsAt: code.endsAt?.toISOString() ?? null,
    maxUses: code.maxUses,
    maxUsesPerCustomer: code.maxUsesPerCustomer,
    categories: row.categories,
    paused: code.paused,
    uses: code.uses,
    discountGivenMinor: row.discountGivenMinor,
    currency: row.currency,
    createdAt: code.createdAt.toISOString(),
  };
}

export function createDiscountCodesRepository(db: Database) {
  const selectCodes = (handle: Database) =>
    handle
      .select({
        code: discountCodes,
        categories: categoryList,
        discountGivenMinor: discountGiven,
        currency: stores.currency,
      })
      .from(discountCodes)
      .innerJoin(stores, eq(stores.id, discountCodes.storeId));

  return {
    /** The store's codes, newest first. */
    async list(storeId: number): Promise<OperatorDiscountCode[]> {
      const rows = await selectCodes(db)
        .where(eq(discountCodes.storeId, storeId))
        .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
      return rows.map(toOperatorCode);
    },

    async find(
      storeId: number,
      codeId: string,
      handle: Database = db,
    ): Promise<OperatorDiscountCode | undefined> {
      const [row] = await selectCodes(handle).where(
        and(eq(discountCodes.storeId, storeId), eq(discountCodes.id, codeId)),
      );
      return row && toOperatorCode(row);
    },

    /** The orders placed with one of the store's codes, newest first. */
    async redemptions(storeId: number, codeId: string, page: number) {
      const where = and(
        eq(discountRedemptions.discountCodeId, codeId),
        eq(orders.storeId, storeId),
      );
      const rows = await db
        .select({
          orderId: orders.id,
          orderNumber: orders.number,
          orderStatus: orders.status,
          customer: { id: users.id, name: users.name },
          discountMinor: discountRedemptions.discountMinor,
          at: discountRedemptions.createdAt,
        })
        .from(discountRedemptions)
        .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
        .innerJoin(users, eq(users.id, discountRedemptions.userId))
        .where(where)
        .orderBy(desc(discountRedemptions.createdAt), desc(orders.number))
        .limit(REDEMPTION_PAGE_SIZE)
        .offset((page - 1) * REDEMPTION_PAGE_SIZE);
      const [total] = await db
        .select({ n: count() })
        .from(discountRedemptions)
        .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
        .where(where);
      return {
        items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
        page,
        pageSize: REDEMPTION_PAGE_SIZE,
        total: total!.n,
      } satisfies Page<unknown>;
    },
  };
}

export type DiscountCodesRepository = ReturnType<typeof createDiscountCodesRepository>;
