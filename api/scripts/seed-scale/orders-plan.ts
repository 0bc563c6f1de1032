import { REF } from './context';
import { codeIndexSql, scaleCodesSql } from './discount-codes';
import { HEAVY_CUSTOMER_ORDERS, ORDER_HISTORY_DAYS } from './sizes';
import { textArray } from './sql-session';
import type { ScaleStep } from './step';

// The orders' plan, worked out once into temporary tables that every table
// written per order then reads: who placed order n, when, how, what became of
// it (its path of statuses), its lines, and each status move's time. Order
// numbers follow time: order n is placed after order n - 1.

const STORE_REASONS = [
  'Most of the order was out of stock',
  'The customer asked us to cancel by phone',
  'We could not reach the delivery address',
];

/** A prime step through the product rows that meets no product twice within one order's 12 lines. */
export function lineStride(productRows: number): number {
  const isPrime = (n: number) => {
    for (let d = 2; d * d <= n; d += 1) if (n % d === 0) return false;
    return n > 1;
  };
  for (let stride = Math.floor(productRows * 0.382); stride > 1; stride -= 1) {
    if (!isPrime(stride) || productRows % stride === 0) continue;
    const seen = new Set<number>();
    for (let j = 0; j < 12; j += 1) seen.add((j * stride) % productRows);
    if (seen.size === 12) return stride;
  }
  throw new Error(`No stride for ${productRows} products: a size needs at least 12`);
}

export const orderPlanStep: ScaleStep = {
  table: 'plan: orders',
  async run(ctx) {
    const { orders, customers, liveOrders, discountRedemptions } = ctx.size;
    const heavyEvery = orders / HEAVY_CUSTOMER_ORDERS;
    const codeEvery = orders / discountRedemptions;
    await ctx.session.query(`
      create temp table scale_order_plan as
      with timed as (
        -- Days since the first day of orders, spread evenly and in order.
        select n, (n - 1 + pg_temp.scale_fraction('order-time', n)) / ${orders} * ${ORDER_HISTORY_DAYS} as t
        from generate_series(1, ${orders}) n
      ),
      placed as (
        select n,
          -- Shopping hours: 07:00 to 22:00 of day floor(t).
          date_trunc('day', ${REF}, 'UTC') - interval '${ORDER_HISTORY_DAYS} days'
            + floor(t) * interval '1 day' + interval '7 hours' + (t - floor(t)) * interval '15 hours' as created_at,
          n > ${orders - liveOrders} as live,
          n % ${codeEvery} = ${Math.floor(codeEvery / 2)} as with_code,
          case when pg_temp.scale_hash('delivery', n) % 100 < 65 then 'delivery' else 'pickup' end as delivery_option,
          -- Customers joined over time: order n draws from those who had joined by then (customers.ts),
          -- the earlier ones more often; customer 1 has every ${heavyEvery}th order.
          case when n % ${heavyEvery} = 0 then 1
            else 2 + floor((least(${customers}, 1 + floor(${customers} * (0.3 + 0.7 * (n - 1) / ${orders}))) - 1)
              * power(pg_temp.scale_fraction('customer', n), 1.6))::integer end as customer
        from timed
      ),
      pathed as (
        select p.*,
          case
            when p.live then case
              when pg_temp.scale_hash('live', n) % 100 < 15 then array['placed']
              when pg_temp.scale_hash('live', n) % 100 < 60 then array['placed', 'confirmed']
              else array['placed', 'confirmed', p.next_step] end
            -- Orders with a code are never cancelled, so there is exactly one redemption each.
            when not p.with_code and pg_temp.scale_hash('cancel', n) % 100 < 6 then
              case when pg_temp.scale_hash('cancel', n) % 2 = 0 then array['placed', 'cancelled']
                else array['placed', 'confirmed', 'cancelled'] end
            else array['placed', 'confirmed', p.next_step, 'completed']
          end as path
        from (
          select placed.*, case delivery_option when 'delivery' then 'out_for_delivery' else 'ready_for_pickup' end as next_step
          from placed
        ) p
      )
      select planned.*,
        sum(cardinality(path)) over (order by n) - cardinality(path) as event_offset,
        sum(line_count) over (order by n) - line_count as line_offset
      from (
        select n,
          pg_temp.scale_uuid('order', n) as id,
          'CM-' || lpad((${ctx.base.orderNumbers} + n)::text, greatest(6, length((${ctx.base.orderNumbers} + n)::text)), '0') as number,
          customer,
          pg_temp.scale_uuid('user', customer) as user_id,
          created_at, live, delivery_option,
          case when pg_temp.scale_hash('card', n) % 100 < 55 then 'card'
            when delivery_option = 'delivery' then 'cash_on_delivery' else 'pay_at_pickup' end as payment_method,
          path,
          path[cardinality(path)] as status,
          case when pg_temp.scale_hash('no-substitutes', n) % 10 = 0 then 'none' else 'similar' end as substitution_default,
          1 + floor(12 * power(pg_temp.scale_fraction('lines', n), 1.3))::integer as line_count,
          pg_temp.scale_hash('line-start', n) % ${ctx.productRows} as line_start,
          case when with_code then ${codeIndexSql('n')} end as code_idx
        from pathed
      ) planned`);
    await ctx.session.query('alter table scale_order_plan add primary key (n)');
    await ctx.session.query('analyze scale_order_plan');
    return orders;
  },
};

export const linePlanStep: ScaleStep = {
  table: 'plan: order lines',
  async run(ctx) {
    const stride = lineStride(ctx.productRows);
    await ctx.session.query(`
      create temp table scale_line_plan as
      select o.n, j, o.line_offset + j as line_no, p.id as product_id, q.quantity,
        p.price_minor as unit_price, p.price_minor * q.quantity as line_total,
        coalesce(p.price_minor * q.quantity * scale_code.percent_off / 100, 0) as discount
      from scale_order_plan o
      cross join generate_series(0, o.line_count - 1) j
      cross join lateral (select
        case when pg_temp.scale_hash('quantity', o.line_offset + j) % 10 < 7 then 1
          else 2 + pg_temp.scale_hash('quantity', o.line_offset + j) / 10 % 3 end as quantity
      ) q
      join products p on p.id = ${ctx.base.products} + 1 + (o.line_start + j * ${stride}) % ${ctx.productRows}
      left join ${scaleCodesSql()} on scale_code.idx = o.code_idx`);
    await ctx.session.query('create index on scale_line_plan (n)');
    await ctx.session.query(`
      create temp table scale_order_totals as
      select n, sum(line_total)::integer as subtotal, sum(discount)::integer as discount,
        sum(quantity)::integer as items
      from scale_line_plan group by n`);
    await ctx.session.query('alter table scale_order_totals add primary key (n)');
    await ctx.session.query('analyze scale_line_plan');
    await ctx.session.query('analyze scale_order_totals');
    ctx.lineRows = Number(
      (await ctx.session.query('select count(*) as n from scale_line_plan')).rows[0]?.n ?? 0,
    );
    return ctx.lineRows;
  },
};

/**
 * When each status of each order's path was reached, and by whom: the
 * system places it, the customer cancels a still-placed order themselves,
 * the store makes every other move (its owner on the record).
 */
export const eventPlanStep: ScaleStep = {
  table: 'plan: status moves',
  async run(ctx) {
    await ctx.session.query(`
      create temp table scale_event_plan as
      select o.n, e.i, o.event_offset + e.i as event_no, e.status,
        case when e.i > 1 then o.path[e.i - 1] end as from_status,
        case
          when e.i = 1 then o.created_at
          -- Live orders moved between their placing and now.
          when o.live then o.created_at + (${REF} - o.created_at) * ((e.i - 1)::double precision / cardinality(o.path))
          else o.created_at + pg_temp.scale_hash('moved', o.n) % 900 * interval '1 second' + case
            when e.status = 'confirmed' then interval '20 minutes'
            when e.status = 'out_for_delivery' then interval '18 hours'
            when e.status = 'ready_for_pickup' then interval '4 hours'
            when e.status = 'completed' and o.delivery_option = 'delivery' then interval '19 hours 30 minutes'
            when e.status = 'completed' then interval '9 hours'
            when cardinality(o.path) = 2 then interval '15 minutes'
            else interval '2 hours' end
        end as at,
        case when e.i = 1 then 'system' when cardinality(o.path) = 2 and e.status = 'cancelled' then 'customer'
          else 'operator' end as who,
        case when e.status <> 'cancelled' then null
          when cardinality(o.path) = 2 then 'Cancelled by the customer'
          else pg_temp.scale_pick(${textArray(STORE_REASONS)}, 'store-reason', o.n) end as note
      from scale_order_plan o
      cross join unnest(o.path) with ordinality as e(status, i)`);
    await ctx.session.query('create index on scale_event_plan (n, i)');
    await ctx.session.query('analyze scale_event_plan');
    return Number(
      (await ctx.session.query('select count(*) as n from scale_event_plan')).rows[0]?.n ?? 0,
    );
  },
};
