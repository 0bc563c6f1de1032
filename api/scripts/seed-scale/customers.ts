import { REF, type ScaleContext } from './context';
import { DISTRICTS, FIRST_NAMES, LAST_NAMES, POSTCODE_LETTERS, STREETS } from './shelves';
import { ORDER_HISTORY_DAYS } from './sizes';
import { literal, textArray, written } from './sql-session';
import type { ScaleStep } from './step';

// The store's customers and their addresses. Customer n's id is
// scale_uuid('user', n) and their default address's scale_uuid('address', n),
// so the orders can name them without a lookup. Customer 1 is the one with
// exactly 500 orders.

export const HEAVY_CUSTOMER_EMAIL = 'five.hundred.orders@example.com';

/** A scale customer's mobile: +44 790 then seven digits, a valid UK mobile range nobody else here uses. */
export const scaleMobileSql = (n: string) => `'+44790' || lpad(${n}::text, 7, '0')`;

/**
 * When customer n joined. Three in ten were customers before the orders
 * begin; the rest joined steadily over the two years, and an order is only
 * ever placed by someone who had joined a day before it (see orders-plan.ts).
 */
export const joinedAtSql = (ctx: ScaleContext, n: string) =>
  `(${REF} - interval '${ORDER_HISTORY_DAYS + 1} days'
     + ((${n} - 1)::double precision / ${ctx.size.customers} - 0.3) / 0.7 * interval '${ORDER_HISTORY_DAYS} days')`;

export const customersStep: ScaleStep = {
  table: 'users (customers)',
  run: (ctx) =>
    written(
      ctx.session,
      `insert into users (
         id, store_id, name, email, mobile, password_hash, role, mobile_verified_at, referral_code,
         order_updates_by_sms, order_updates_by_email, created_at, updated_at
       )
       select pg_temp.scale_uuid('user', n), ${ctx.storeId}, c.first || ' ' || c.last,
         case when n = 1 then ${literal(HEAVY_CUSTOMER_EMAIL)}
           else lower(c.first || '.' || c.last) || n || '@'
             || pg_temp.scale_pick(array['example.com', 'example.net', 'example.org'], 'domain', n) end,
         ${scaleMobileSql('n')}, ${literal(ctx.passwordHash)}, 'customer',
         c.joined + interval '4 minutes',
         -- Unique by construction: n in hex, with 0 and 1 (which codes avoid) swapped for W and Z.
         'SC' || translate(upper(lpad(to_hex(n), 6, '0')), '01', 'WZ'),
         c.sms, not c.sms or pg_temp.scale_hash('email-updates', n) % 2 = 0,
         c.joined, c.joined
       from generate_series(1, ${ctx.size.customers}) n
       cross join lateral (select
         pg_temp.scale_pick(${textArray(FIRST_NAMES)}, 'first-name', n) as first,
         pg_temp.scale_pick(${textArray(LAST_NAMES)}, 'last-name', n) as last,
         pg_temp.scale_hash('sms-updates', n) % 10 < 3 as sms,
         ${joinedAtSql(ctx, 'n')} as joined
       ) c
       order by n`,
    ),
};

/** A default address each, and a second one for a quarter of them. */
export const addressesStep: ScaleStep = {
  table: 'addresses',
  run: (ctx) =>
    written(
      ctx.session,
      `insert into addresses (id, user_id, recipient, line1, line2, city, postcode, phone, is_default, created_at)
       select pg_temp.scale_uuid(a.kind, n), u.id, u.name,
         (1 + pg_temp.scale_hash(a.kind || '-number', n) % 180) || ' '
           || pg_temp.scale_pick(${textArray(STREETS)}, a.kind || '-street', n),
         case when pg_temp.scale_hash(a.kind || '-flat', n) % 10 < 4
           then 'Flat ' || (1 + pg_temp.scale_hash(a.kind || '-flat', n) / 10 % 30) else '' end,
         'London',
         pg_temp.scale_pick(${textArray(DISTRICTS)}, a.kind || '-district', n) || ' '
           || (1 + pg_temp.scale_hash(a.kind || '-sector', n) % 9)
           || substr(${literal(POSTCODE_LETTERS)}, 1 + pg_temp.scale_hash(a.kind || '-unit', n) % 20, 1)
           || substr(${literal(POSTCODE_LETTERS)}, 1 + pg_temp.scale_hash(a.kind || '-unit', n) / 20 % 20, 1),
         u.mobile, a.kind = 'address', u.created_at
       from generate_series(1, ${ctx.size.customers}) n
       join users u on u.id = pg_temp.scale_uuid('user', n)
       cross join lateral (
         select 'address' as kind
         union all
         select 'address-2' where pg_temp.scale_hash('second-address', n) % 4 = 0
       ) a
       order by n, a.kind`,
    ),
};
