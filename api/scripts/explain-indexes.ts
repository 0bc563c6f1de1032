/**
 * Shows the plans PostgreSQL picks for the queries that filter on foreign
 * keys, on a database with enough rows that a sequential scan would show:
 * 20,000 customers, 200,000 orders, 100,000 sessions, 20,000 products.
 *
 *   DATABASE_URL=postgres://postgres:postgres@localhost:5432/postgres \
 *     pnpm --dir api exec tsx scripts/explain-indexes.ts
 *
 * It makes a database of its own on that server and drops it after.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { encodeOrderCursor } from '@storefront/shared/operator-contracts';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server');

const name = `storefront_explain_${randomBytes(4).toString('hex')}`;

async function admin(sql: string) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const FILL = `
insert into users (id, store_id, name, email, mobile, referral_code, role)
select gen_random_uuid(), 38, 'Customer ' || n, 'c' || n || '@example.test',
       '+44790' || lpad(n::text, 7, '0'), 'REF' || lpad(n::text, 8, '0'), 'customer'
from generate_series(1, 20000) n;

insert into orders (number, user_id, store_id, status, delivery_option, payment_method, currency,
                    subtotal_minor, delivery_fee_minor, total_minor, item_count, created_at, seller)
select 'CM-' || lpad((1000000 + n)::text, 7, '0'), u.id, 38,
       (array['placed','confirmed','completed','cancelled'])[1 + n % 4],
       'pickup', 'pay_at_pickup', 'GBP', 1000, 0, 1000, 1,
       now() - (n || ' seconds')::interval,
       '{"name":"Corner Market","address":"","phone":"","vatNumber":""}'::jsonb
from generate_series(1, 200000) n
join (select id, row_number() over () as k from users where role = 'customer') u
  on u.k = 1 + n % 20000;

insert into sessions (user_id, token_hash, expires_at)
select u.id, md5(random()::text || n), now() + interval '30 days'
from generate_series(1, 100000) n
join (select id, row_number() over () as k from users where role = 'customer') u
  on u.k = 1 + n % 20000;

insert into categories (store_id, slug, name, description, image)
select 38, 'bulk-' || n, 'Bulk ' || n, '', '' from generate_series(1, 200) n;

insert into products (store_id, category_id, sku, slug, name, description, price_minor, stock, image)
select 38, c.id, 'BULK-' || n, 'bulk-product-' || n, 'Bulk product ' || n, '', 100, 10, ''
from generate_series(1, 20000) n
join (select id, row_number() over (order by id) as k from categories where slug like 'bulk-%') c
  on c.k = 1 + n % 200;

analyze;
`;

async function main() {
  await admin(`create database ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      NOTIFY_POLL_MS: '0',
      // Its orders are placed by the demo operator.
      DEMO_ACCOUNTS: 'published',
      DATABASE_URL: url.toString(),
    }),
  );
  await app.ready();
  await app.close();

  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(FILL);
    const one = async (sql: string) => (await client.query(sql)).rows[0] as Record<string, string>;
    const { id: userId } = await one(`select id from users where role = 'customer' limit 1`);
    const { id: categoryId } = await one(`select id from categories where slug = 'bulk-7'`);
    const middle = await one(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt", number
       from orders order by created_at desc, number desc offset 100000 limit 1`,
    );
    const cursor = encodeOrderCursor({ createdAt: middle.createdAt!, number: middle.number! });

    const plans: Array<[string, string]> = [
      [
        'Revoke every session of a user (sessions.user_id)',
        `update sessions set revoked_at = now() where user_id = '${userId}' and revoked_at is null`,
      ],
      [
        'A category’s products (products.category_id)',
        `select count(*) from products where category_id = ${categoryId}`,
      ],
      [
        'The store’s customers (users.store_id, role)',
        `select id from users where store_id = 38 and role = 'operator'`,
      ],
      [
        'A customer’s order history (orders.user_id, created_at, number)',
        `select id from orders where user_id = '${userId}' order by created_at desc, number desc limit 10`,
      ],
      [
        `Operator order list, page 5,001 by keyset (cursor ${cursor.slice(0, 16)}…)`,
        `select o.id from orders o join users u on u.id = o.user_id
         where o.store_id = 38 and (o.created_at, o.number) < ('${middle.createdAt}'::timestamptz, '${middle.number}')
         order by o.created_at desc, o.number desc limit 21`,
      ],
      [
        'The same page by OFFSET, as the list paged before',
        `select o.id from orders o join users u on u.id = o.user_id where o.store_id = 38
         order by o.created_at desc, o.number desc limit 20 offset 100000`,
      ],
      [
        'The total the list counted on every page',
        `select count(*) from orders o join users u on u.id = o.user_id where o.store_id = 38`,
      ],
      [
        'Abandoned imports sweep (imports.status, lease_until)',
        `update imports set status = 'failed' where status = 'processing' and (lease_until is null or lease_until < now())`,
      ],
    ];
    for (const [title, sql] of plans) {
      await client.query('begin');
      const { rows } = await client.query(`explain (analyze, costs off, timing on) ${sql}`);
      await client.query('rollback');
      console.log(`\n== ${title}`);
      for (const row of rows) console.log(`   ${row['QUERY PLAN']}`);
    }
  } finally {
    await client.end();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
