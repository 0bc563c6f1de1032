import { isValidPhoneNumber } from 'libphonenumber-js';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { isValidGtin } from '@storefront/shared/operator-contracts';
import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { refuseProduction } from '../scripts/seed-scale/args';
import { CHOCOLATE_PRODUCT, SIX_VARIANT_PRODUCT } from '../scripts/seed-scale/catalogue';
import { HEAVY_CUSTOMER_EMAIL } from '../scripts/seed-scale/customers';
import { seedScale, type ScaleReport } from '../scripts/seed-scale/run';
import { HEAVY_CUSTOMER_ORDERS, SCALE_CUSTOMER_PASSWORD, SIZES } from '../scripts/seed-scale/sizes';
import type { SqlSession } from '../scripts/seed-scale/sql-session';
import { build, type TestApp } from './helper';

// seed:scale's small data set, on the API's own test database (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set): the figures it promises, the
// same bytes from the same seed, orders that add up, and an API that reads it.

const SMALL = SIZES.small;

interface Seeded {
  api: TestApp;
  session: SqlSession;
  report: ScaleReport;
  close(): Promise<void>;
}

/**
 * A test app with the small data set added to its database. On PostgreSQL
 * the seed has a connection of its own; PGlite is one session, reached
 * through the app's single pooled connection.
 */
async function seeded(): Promise<Seeded> {
  const api = await build();
  let session: SqlSession;
  let end = async () => {};
  if (api.databaseUrl) {
    const client = new Client({ connectionString: api.databaseUrl });
    await client.connect();
    session = client;
    end = () => client.end();
  } else {
    session = {
      query: async (text) => {
        const result = await api.app.db.execute(sql.raw(text));
        return result as unknown as { rows: Record<string, unknown>[]; rowCount: number | null };
      },
    };
  }
  const report = await seedScale(session, {
    size: 'small',
    seed: 1,
    engine: api.databaseUrl ? 'postgres' : 'pglite',
  });
  return {
    api,
    session,
    report,
    async close() {
      await end();
      await api.close();
    },
  };
}

const numberOf = async (session: SqlSession, text: string) =>
  Number((await session.query(text)).rows[0]?.n);

const rowsOf = (report: ScaleReport, table: string) =>
  report.steps.find((step) => step.table === table)?.rows;

/**
 * An md5 over the ordered rows of the tables the seed fills. The demo
 * operator's id (random in each database) stands in as "operator".
 */
async function fingerprint(session: SqlSession): Promise<Record<string, string>> {
  const operator = (
    await session.query(
      `select id::text as id from users where email = '${SEED_ACCOUNTS.operator.email}'`,
    )
  ).rows[0]?.id as string;
  const tables: Record<string, [string, string]> = {
    products: [`select * from products where sku like 'SC-%'`, 'id'],
    users: [`select * from users where mobile like '+44790%'`, 'id'],
    addresses: [
      `select a.* from addresses a join users u on u.id = a.user_id where u.mobile like '+44790%'`,
      'id',
    ],
    orders: ['select * from orders', 'number'],
    order_lines: ['select * from order_lines', 'order_id, product_id'],
    order_status_events: ['select * from order_status_events', 'id'],
    payments: ['select * from payments', 'id'],
    payment_events: ['select * from payment_events', 'id'],
    stock_movements: [
      `select m.* from stock_movements m join products p on p.id = m.product_id where p.sku like 'SC-%'`,
      'id',
    ],
    notifications: ['select * from notifications', 'id'],
    audit_log: [`select * from audit_log where action = 'order.status_changed'`, 'id'],
    problem_reports: ['select * from problem_reports', 'id'],
  };
  const prints: Record<string, string> = {};
  for (const [table, [select, order]] of Object.entries(tables)) {
    const { rows } = await session.query(
      `select md5(replace(coalesce(string_agg(t::text, E'\\n' order by ${order}), ''), '${operator}', 'operator')) as md5,
         count(*) as n
       from (${select}) t`,
    );
    prints[table] = `${rows[0]?.n} ${rows[0]?.md5}`;
  }
  return prints;
}

// Like every API test file, on PostgreSQL when the run has TEST_DATABASE_URL, else on PGlite.
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`seed:scale --size small on ${engine}`, () => {
  let first: Seeded;
  let second: Seeded;

  beforeAll(async () => {
    first = await seeded();
    second = await seeded();
  }, 120_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('writes the figures of its size', async () => {
    const { session, report } = first;
    const count = (text: string) => numberOf(session, `select count(*) as n from ${text}`);
    expect(await count(`products where sku like 'SC-%' and variant_of is null`)).toBe(
      SMALL.listedProducts,
    );
    expect(await count(`products where sku like 'SC-%' and variant_of is not null`)).toBe(
      rowsOf(report, 'products (variants)'),
    );
    expect(await count('categories')).toBe(SMALL.categories);
    expect(await count(`users where mobile like '+44790%'`)).toBe(SMALL.customers);
    expect(await count('orders')).toBe(SMALL.orders);
    expect(await count('discount_redemptions')).toBe(SMALL.discountRedemptions);
    expect(await count('problem_reports')).toBe(SMALL.problemReports);
    expect(await count('payments')).toBe(SMALL.orders);
    for (const table of [
      'order_lines',
      'order_status_events',
      'order_events',
      'notifications',
      'payment_events',
    ]) {
      expect([table, await count(table)]).toEqual([table, rowsOf(report, table)]);
    }
    expect(
      await count(
        `orders where status in ('placed', 'confirmed', 'out_for_delivery', 'ready_for_pickup')`,
      ),
    ).toBe(SMALL.liveOrders);
    // One in five listed products has 2–6 variants.
    const families = await numberOf(
      session,
      `select count(distinct variant_of) as n from products where sku like 'SC-%'`,
    );
    expect(families).toBe(SMALL.listedProducts / 5);
    expect(rowsOf(report, 'products (variants)')).toBeGreaterThanOrEqual(2 * families);
    expect(rowsOf(report, 'products (variants)')).toBeLessThanOrEqual(6 * families);
  });

  it('gives the same data from the same seed', async () => {
    expect(await fingerprint(second.session)).toEqual(await fingerprint(first.session));
  });

  it('writes orders whose totals add up', async () => {
    const wrong = await numberOf(
      first.session,
      `select count(*) as n from orders o
       join (
         select order_id, sum(line_total_minor) as lines, sum(discount_minor) as discount,
           sum(quantity) as items, bool_and(line_total_minor = unit_price_minor * quantity) as priced
         from order_lines group by order_id
       ) l on l.order_id = o.id
       join payments p on p.order_id = o.id
       where o.subtotal_minor <> l.lines or o.discount_minor <> l.discount or o.item_count <> l.items
         or not l.priced or o.total_minor <> o.subtotal_minor + o.delivery_fee_minor - o.discount_minor
         or p.amount_minor <> o.total_minor`,
    );
    expect(wrong).toBe(0);
  });

  it('chains the stock ledger to each product’s stock', async () => {
    const broken = await numberOf(
      first.session,
      `select count(*) as n from (
         select m.balance_after, sum(m.quantity_change) over (partition by m.product_id order by m.id) as running,
           p.stock, m.id = max(m.id) over (partition by m.product_id) as last
         from stock_movements m join products p on p.id = m.product_id
       ) chain
       where balance_after <> running or (last and balance_after <> stock)`,
    );
    expect(broken).toBe(0);
  });

  it('has the customer with 500 orders, a product with six variants, valid barcodes and mobiles', async () => {
    const { session } = first;
    expect(
      await numberOf(
        session,
        `select count(*) as n from orders o join users u on u.id = o.user_id
         where u.email = '${HEAVY_CUSTOMER_EMAIL}'`,
      ),
    ).toBe(HEAVY_CUSTOMER_ORDERS);
    expect(
      await numberOf(
        session,
        `select count(*) as n from products v join products p on p.id = v.variant_of
         where p.sku = '${SIX_VARIANT_PRODUCT.sku}'`,
      ),
    ).toBe(6);
    const { rows: gtins } = await session.query(`select gtin from products where sku like 'SC-%'`);
    expect(gtins.filter((row) => !isValidGtin(String(row.gtin)))).toEqual([]);
    const { rows: mobiles } = await session.query(
      `select mobile from users where mobile like '+44790%'`,
    );
    expect(mobiles.filter((row) => !isValidPhoneNumber(String(row.mobile), 'GB'))).toEqual([]);
  });

  it('moves every sequence past the rows it wrote', async () => {
    for (const [sequence, table] of [
      ['products_id_seq', 'products'],
      ['categories_id_seq', 'categories'],
      ['stock_movements_id_seq', 'stock_movements'],
      ['order_status_events_id_seq', 'order_status_events'],
      ['notifications_id_seq', 'notifications'],
      ['audit_log_id_seq', 'audit_log'],
      ['payment_events_id_seq', 'payment_events'],
    ]) {
      const next = await numberOf(
        first.session,
        `select case when is_called then last_value + 1 else last_value end as n from ${sequence}`,
      );
      const max = await numberOf(first.session, `select max(id) as n from ${table}`);
      expect([sequence, next > max]).toEqual([sequence, true]);
    }
  });

  it('shows the 500-order customer their order history and an order', async () => {
    const login = await first.api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: HEAVY_CUSTOMER_EMAIL, password: SCALE_CUSTOMER_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authKey: (login.json() as { token: string }).token };
    const history = await first.api.app.inject({ method: 'GET', url: '/api/me/orders', headers });
    expect(history.statusCode).toBe(200);
    const page = history.json() as { total: number; items: { id: string; totalMinor: number }[] };
    expect(page.total).toBe(HEAVY_CUSTOMER_ORDERS);
    // Its id is a UUID the API's own checks accept, and the order reads whole.
    const order = await first.api.app.inject({
      method: 'GET',
      url: `/api/me/orders/${page.items[0]!.id}`,
      headers,
    });
    expect(order.statusCode).toBe(200);
    expect((order.json() as { totalMinor: number }).totalMinor).toBe(page.items[0]!.totalMinor);
  });

  it('answers a search for "choclate" with chocolate', async () => {
    const response = await first.api.app.inject({
      method: 'GET',
      url: '/api/stores/38/products?q=choclate',
    });
    expect(response.statusCode).toBe(200);
    const names = (response.json() as { items: { name: string }[] }).items.map((item) => item.name);
    expect(names.some((name) => /chocolate/i.test(name))).toBe(true);
    const exact = await first.api.app.inject({
      method: 'GET',
      url: `/api/stores/38/products?q=${encodeURIComponent(CHOCOLATE_PRODUCT.noun)}`,
    });
    // Names that contain the words come first, before names only close to them.
    expect((exact.json() as { items: { name: string }[] }).items[0]?.name).toContain(
      CHOCOLATE_PRODUCT.noun,
    );
  });
});

describe('seed:scale on a production start', () => {
  it('refuses, since its customers share a published password', () => {
    expect(() => refuseProduction({ NODE_ENV: 'production' })).toThrow(
      'it refuses NODE_ENV=production',
    );
    expect(() => refuseProduction({ NODE_ENV: 'development' })).not.toThrow();
  });
});
