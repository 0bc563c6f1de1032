import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Page } from '@storefront/shared/contracts';
import {
  CUSTOMER_PAGE_SIZE,
  type CustomerDetail,
  type CustomerSummary,
} from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { cappedCount } from '../../lib/capped-count';
import { users } from './tables';
import { accountSearchOf, accountSearchSql } from './views';
import { pointsBalance } from '../rewards/service';
import { currencyOf, walletBalance } from '../wallet/service';
import { orderView } from '../orders/service';

// Customer service's view of the store's customers. Operators are staff, not
// customers, so they never appear here.

// Spelled out: inside a one-table query drizzle leaves columns unqualified, and
// a bare "id" in the subquery would be the order's own.
const orderCount = () =>
  sql<number>`(select count(*)::int from ${orderView('o')} where o.user_id = ${users}.id)`;

const summaryColumns = () => ({
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  documentStatus: users.documentStatus,
  orderCount: orderCount(),
  createdAt: users.createdAt,
});

const toSummary = (row: { createdAt: Date } & Omit<CustomerSummary, 'createdAt'>) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const ofStore = (storeId: number) => and(eq(users.storeId, storeId), eq(users.role, 'customer'));

export const customersSql = {
  /** The store's customers by name, narrowed by q. */
  async search(
    db: Database,
    storeId: number,
    query: { q?: string; page: number },
  ): Promise<Page<CustomerSummary>> {
    const where = and(
      ofStore(storeId),
      query.q ? accountSearchSql(accountSearchOf(query.q)) : undefined,
    );
    const byName = [sql`lower(${users.name}) collate "C"`, asc(users.id)];
    // The page's ids by the name index; then each one's order count, for those 20 only.
    const pageIds = db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...byName)
      .limit(CUSTOMER_PAGE_SIZE)
      .offset((query.page - 1) * CUSTOMER_PAGE_SIZE);
    const rows = await db
      .select(summaryColumns())
      .from(users)
      .where(inArray(users.id, pageIds))
      .orderBy(...byName);
    return {
      items: rows.map(toSummary),
      page: query.page,
      pageSize: CUSTOMER_PAGE_SIZE,
      ...(await cappedCount(db, db.select({ id: users.id }).from(users).where(where))),
    };
  },

  /** One of the store's customers with their balances; undefined for anyone else. */
  async find(
    db: Database,
    storeId: number,
    userId: string,
  ): Promise<Omit<CustomerDetail, 'documents'> | undefined> {
    const [row] = await db
      .select({
        ...summaryColumns(),
        mobileVerified: sql<boolean>`${users.mobileVerifiedAt} is not null`,
        awaitingClaim: sql<boolean>`${users.importedAt} is not null and ${users.passwordHash} is null`,
        orderUpdatesBySms: users.orderUpdatesBySms,
        orderUpdatesByEmail: users.orderUpdatesByEmail,
      })
      .from(users)
      .where(and(ofStore(storeId), eq(users.id, userId)));
    if (!row) return undefined;
    return {
      ...toSummary(row),
      mobileVerified: row.mobileVerified,
      awaitingClaim: row.awaitingClaim,
      orderUpdatesBySms: row.orderUpdatesBySms,
      orderUpdatesByEmail: row.orderUpdatesByEmail,
      walletBalanceMinor: await walletBalance(db, userId),
      pointsBalance: await pointsBalance(db, userId),
      currency: await currencyOf(db, userId),
    };
  },
};
