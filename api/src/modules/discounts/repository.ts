import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { eachPriceMinor, type Page, type QuoteLine } from '@storefront/shared/contracts';
import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { isStoredId } from '../../lib/ids';
import { rowsOf } from '../../db/raw-rows';
import { accountView } from '../accounts/service';
import { categoryView, productView } from '../catalogue/service';
import { orderView } from '../orders/service';
import { storeView } from '../store/service';
import { toOperatorCode } from './operator-code';
import type { DiscountCodeFacts, PricedLine } from './price-discount';
import { discountCodeCategories, discountCodes, discountRedemptions } from './tables';

const REDEMPTION_PAGE_SIZE = 25;

type CodeRow = typeof discountCodes.$inferSelect;

/** The columns of a new code, from the operator's checked input. */
export type NewCodeValues = Pick<
  CodeRow,
  | 'code'
  | 'kind'
  | 'percentOff'
  | 'amountOffMinor'
  | 'minSpendMinor'
  | 'startsAt'
  | 'endsAt'
  | 'maxUses'
  | 'maxUsesPerCustomer'
>;

/**
 * A code as the one reading of it answers, in JSON: its timestamps come as
 * text, and its categories with their names, in the store's order.
 */
export type CodeFactsJson = Omit<DiscountCodeFacts, 'startsAt' | 'endsAt' | 'categoryIds'> & {
  startsAt: string;
  endsAt: string | null;
  categories: Array<{ id: number; name: string }>;
};

/**
 * The one reading of a code: the store's code `code` as the rules read it,
 * with `userId`'s uses of it, as one JSON value; null when the store has no
 * such code. Locked, the code's row stays locked until the transaction ends,
 * so its caps are counted by one checkout at a time. Checkout embeds it in
 * its own statement (lockedCodeSql); `findFacts` runs it alone.
 */
export function codeFactsSql(
  at: { storeId: SQL; code: SQL; userId: SQL },
  { lock }: { lock: boolean },
): SQL<CodeFactsJson | null> {
  return sql<CodeFactsJson | null>`(
    select json_build_object(
      'id', d.id, 'code', d.code, 'kind', d.kind, 'percentOff', d.percent_off,
      'amountOffMinor', d.amount_off_minor, 'minSpendMinor', d.min_spend_minor,
      'startsAt', d.starts_at, 'endsAt', d.ends_at, 'maxUses', d.max_uses,
      'maxUsesPerCustomer', d.max_uses_per_customer, 'uses', d.uses, 'paused', d.paused,
      'categories', coalesce((
        select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.position, c.id)
        from discount_code_categories dc join ${categoryView('c')} on c.id = dc.category_id
        where dc.discount_code_id = d.id
      ), '[]'::json),
      'customerUses', (
        select count(*) from discount_redemptions r
        where r.discount_code_id = d.id and r.user_id = ${at.userId}
      )
    )
    from (
      select * from discount_codes
      where store_id = ${at.storeId} and code = ${at.code}
      ${lock ? sql`for update` : sql``}
    ) d
  )`;
}

/**
 * Checkout's use of a code, as two parts of its statement's `with`: the placed
 * order's redemption, and the code's count up by one. `codeId` is null
 * without a code; `placed` is the part that wrote the order.
 */
export function redemptionSql(codeId: SQL): SQL {
  return sql`redeemed as (
      insert into discount_redemptions (order_id, discount_code_id, user_id, discount_minor)
      select placed.id, ${codeId}, placed.user_id, placed.discount_minor
      from placed where ${codeId} is not null
    ),
    counted as (
      update discount_codes set uses = uses + 1 where id = ${codeId}
    )`;
}

// Written as ${discountCodes}.id: drizzle leaves a column unqualified in a one-table select.
const categoryList = sql<Array<{ id: number; name: string }>>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.position, c.id)
  from ${discountCodeCategories} dc join ${categoryView('c')} on c.id = dc.category_id
  where dc.discount_code_id = ${discountCodes}.id
), '[]'::json)`;

const discountGiven = sql<number>`(
  select coalesce(sum(r.discount_minor), 0) from ${discountRedemptions} r
  where r.discount_code_id = ${discountCodes}.id
)`.mapWith(Number);

// Other modules' rows, as they let other modules read them.
const store = storeView('store');
const order = orderView('order');
const customer = accountView('customer');

const selectCodes = (db: Database) =>
  db
    .select({
      code: discountCodes,
      categories: categoryList,
      discountGivenMinor: discountGiven,
      currency: store.currency,
    })
    .from(discountCodes)
    .innerJoin(store, eq(store.id, discountCodes.storeId));

/** All of the discount codes' SQL; each function takes the database handle it runs on. */
export const discountsRepository = {
  /** A code of the store by what the customer typed, with this customer's uses of it (the one reading). */
  async findFacts(
    db: Database,
    storeId: number,
    code: string,
    userId: string | null,
  ): Promise<CodeFactsJson | null> {
    const [row] = await rowsOf<{ facts: CodeFactsJson | null }>(
      db,
      sql`select ${codeFactsSql(
        {
          storeId: sql`${storeId}::integer`,
          code: sql`${code}::text`,
          userId: sql`${userId}::uuid`,
        },
        { lock: false },
      )} as facts`,
    );
    return row?.facts ?? null;
  },

  /**
   * Cart lines as a code prices them: today's price of each product the store
   * still sells, for as many as are in stock.
   */
  async linesFor(
    db: Database,
    storeId: number,
    lines: readonly QuoteLine[],
  ): Promise<PricedLine[]> {
    const quantities = new Map(
      lines.filter((line) => isStoredId(line.productId)).map((l) => [l.productId, l.quantity]),
    );
    if (quantities.size === 0) return [];
    const product = productView('product');
    const found = await db
      .select({
        id: product.id,
        categoryId: product.categoryId,
        priceMinor: product.priceMinor,
        unit: product.unit,
        estimatedWeightGrams: product.estimatedWeightGrams,
        stock: product.stock,
      })
      .from(product)
      .where(
        and(
          inArray(product.id, [...quantities.keys()]),
          eq(product.storeId, storeId),
          eq(product.published, true),
          sql`${product.stock} > 0`,
        ),
      )
      .orderBy(product.id);
    return found.map((product) => ({
      categoryId: product.categoryId,
      lineTotalMinor:
        eachPriceMinor(product) * Math.min(quantities.get(product.id)!, product.stock),
    }));
  },

  /**
   * Gives a cancelled order's use of its code back: the redemption goes and the
   * code's count comes down, in one statement.
   */
  async release(tx: Database, orderId: string): Promise<void> {
    await tx.execute(sql`
      with released as (
        delete from ${discountRedemptions} where order_id = ${orderId}
        returning discount_code_id
      )
      update ${discountCodes} set uses = uses - 1
      where id in (select discount_code_id from released)`);
  },

  async insert(
    tx: Database,
    storeId: number,
    createdBy: string,
    values: NewCodeValues,
    categoryIds: number[],
  ): Promise<string> {
    const [row] = await tx
      .insert(discountCodes)
      .values({ ...values, storeId, createdBy })
      .returning({ id: discountCodes.id });
    if (categoryIds.length > 0) {
      await tx
        .insert(discountCodeCategories)
        .values(categoryIds.map((categoryId) => ({ discountCodeId: row!.id, categoryId })));
    }
    return row!.id;
  },

  /** How many of these categories are the store's. */
  async countStoreCategories(tx: Database, storeId: number, ids: number[]): Promise<number> {
    // An id past what a serial column holds names no category (and would fail the query).
    ids = ids.filter(isStoredId);
    if (ids.length === 0) return 0;
    const category = categoryView('category');
    const [row] = await tx
      .select({ n: count() })
      .from(category)
      .where(and(eq(category.storeId, storeId), inArray(category.id, ids)));
    return row!.n;
  },

  /** The store's code, locked for the rest of the transaction. */
  async lock(tx: Database, storeId: number, codeId: string): Promise<CodeRow | undefined> {
    const [row] = await tx
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.id, codeId), eq(discountCodes.storeId, storeId)))
      .for('update');
    return row;
  },

  async setPaused(tx: Database, codeId: string, paused: boolean): Promise<void> {
    await tx.update(discountCodes).set({ paused }).where(eq(discountCodes.id, codeId));
  },

  /** The store's codes, newest first. */
  async list(db: Database, storeId: number): Promise<OperatorDiscountCode[]> {
    const rows = await selectCodes(db)
      .where(eq(discountCodes.storeId, storeId))
      .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
    return rows.map(toOperatorCode);
  },

  async find(
    db: Database,
    storeId: number,
    codeId: string,
  ): Promise<OperatorDiscountCode | undefined> {
    const [row] = await selectCodes(db).where(
      and(eq(discountCodes.storeId, storeId), eq(discountCodes.id, codeId)),
    );
    return row && toOperatorCode(row);
  },

  /** The orders placed with one of the store's codes, newest first. */
  async redemptions(db: Database, storeId: number, codeId: string, page: number) {
    const where = and(eq(discountRedemptions.discountCodeId, codeId), eq(order.storeId, storeId));
    const rows = await db
      .select({
        orderId: order.id,
        orderNumber: order.number,
        orderStatus: order.status,
        customer: { id: customer.id, name: customer.name },
        discountMinor: discountRedemptions.discountMinor,
        at: discountRedemptions.createdAt,
      })
      .from(discountRedemptions)
      .innerJoin(order, eq(order.id, discountRedemptions.orderId))
      .innerJoin(customer, eq(customer.id, discountRedemptions.userId))
      .where(where)
      .orderBy(desc(discountRedemptions.createdAt), desc(order.number))
      .limit(REDEMPTION_PAGE_SIZE)
      .offset((page - 1) * REDEMPTION_PAGE_SIZE);
    const [total] = await db
      .select({ n: count() })
      .from(discountRedemptions)
      .innerJoin(order, eq(order.id, discountRedemptions.orderId))
      .where(where);
    return {
      items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
      page,
      pageSize: REDEMPTION_PAGE_SIZE,
      total: total!.n,
    } satisfies Page<unknown>;
  },
};
