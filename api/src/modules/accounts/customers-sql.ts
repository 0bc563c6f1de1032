import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { TOTAL_CAP, type Page } from '@storefront/shared/contracts';
import {
  CUSTOMER_PAGE_SIZE,
  type CustomerDetail,
  type CustomerSummary,
} from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { carriedTotal, cappedMatches } from '../../lib/capped-count';
import { preparedOnce, shapeName } from '../../db/prepared';
import { users } from './tables';
import { accountSearchOf, accountSearchSql, type AccountSearch } from './views';
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

const byName = [sql`lower(${users.name}) collate "C"`, asc(users.id)];

/** The store's customers a search names; its values placeholders unless `storeId` is given. */
const namedCustomers = (search: AccountSearch | undefined, storeId?: number) =>
  and(
    eq(users.storeId, storeId ?? sql.placeholder('storeId')),
    eq(users.role, 'customer'),
    search ? accountSearchSql(search, storeId === undefined) : undefined,
  );

const matchingCustomers = (db: Database, search: AccountSearch | undefined, storeId?: number) =>
  db.select({ id: users.id }).from(users).where(namedCustomers(search, storeId));

/**
 * A page of customers by name with its total, prepared once per shape of the
 * search (preparedOnce). The page's ids by the name index, then each one's
 * order count, for those 20 only.
 */
function prepareCustomerPage(db: Database, search: AccountSearch | undefined, name: string) {
  return db
    .select({ ...summaryColumns(), matched: cappedMatches(matchingCustomers(db, search)) })
    .from(users)
    .where(
      inArray(
        users.id,
        matchingCustomers(db, search)
          .orderBy(...byName)
          .limit(CUSTOMER_PAGE_SIZE)
          .offset(sql.placeholder('offset')),
      ),
    )
    .orderBy(...byName)
    .prepare(name);
}

/**
 * A page of the customers a search names, with its total, from one read of
 * the search's indexes: the matches (to TOTAL_CAP + 1) are kept, counted, and
 * sorted for the page, where the page by the name index and its count would
 * each read the trigram index (2 ms a read for a name at 200,000 customers).
 * A search naming more than TOTAL_CAP customers has its page from the name
 * index instead (prepareCustomerPage), the kept ones being only some of them.
 */
function prepareSearchedPage(db: Database, search: AccountSearch, name: string) {
  const matching = db.$with('matching').as(
    db
      .select({ id: users.id, sortName: sql`lower(${users.name}) collate "C"`.as('sort_name') })
      .from(users)
      .where(namedCustomers(search))
      .limit(TOTAL_CAP + 1),
  );
  const page = db
    .$with('page')
    .as(
      db
        .select()
        .from(matching)
        .orderBy(matching.sortName, matching.id)
        .limit(CUSTOMER_PAGE_SIZE)
        .offset(sql.placeholder('offset')),
    );
  return db
    .with(matching, page)
    .select({ ...summaryColumns(), matched: sql<number>`(select count(*)::int from ${matching})` })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(page.sortName, page.id)
    .prepare(name);
}

export const customersSql = {
  /** The store's customers by name, narrowed by q. */
  async search(
    db: Database,
    storeId: number,
    query: { q?: string; page: number },
  ): Promise<Page<CustomerSummary>> {
    const search = query.q ? accountSearchOf(query.q) : undefined;
    const values = { storeId, ...search, offset: (query.page - 1) * CUSTOMER_PAGE_SIZE };
    const byIndex = () =>
      preparedOnce(db, shapeName('customers_page', { ...search }), (name) =>
        prepareCustomerPage(db, search, name),
      ).execute(values);
    let rows = search
      ? await preparedOnce(db, shapeName('customers_searched', { ...search }), (name) =>
          prepareSearchedPage(db, search, name),
        ).execute(values)
      : await byIndex();
    if (search && rows[0] && rows[0].matched > TOTAL_CAP) rows = await byIndex();
    return {
      items: rows.map(({ matched: _matched, ...row }) => toSummary(row)),
      page: query.page,
      pageSize: CUSTOMER_PAGE_SIZE,
      ...(await carriedTotal(db, rows, matchingCustomers(db, search, storeId), {
        page: query.page,
      })),
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
