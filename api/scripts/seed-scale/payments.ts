import type { ScaleContext } from './context';
import { inOrderBatches, type ScaleStep } from './step';

// One payment per order, for its whole total (no wallet part, and no weighed
// goods to hold a buffer for): a card through Stripe, otherwise paid in
// person. Held while the order is live, taken on completion, released on
// cancellation; an approved problem report refunds the card.

export const paymentsStep: ScaleStep = {
  table: 'payments',
  run: (ctx: ScaleContext) =>
    inOrderBatches(
      ctx,
      (from, to) => `
        insert into payments (
          id, order_id, provider, status, amount_minor, captured_minor, refunded_minor, currency,
          provider_ref, created_at
        )
        select pg_temp.scale_uuid('payment', o.n), o.id,
          case when o.payment_method = 'card' then 'stripe' else 'manual' end,
          case o.status when 'completed' then 'captured' when 'cancelled' then 'cancelled' else 'authorised' end,
          placed.total_minor,
          case when o.status = 'completed' then placed.total_minor else 0 end,
          coalesce(r.value, 0), placed.currency,
          case when o.payment_method = 'card' then 'pi_scale_${ctx.seed}_' || o.n end,
          o.created_at
        from scale_order_plan o
        join orders placed on placed.id = o.id
        left join scale_report_plan r on r.n = o.n and r.status = 'approved'
        where o.n between ${from} and ${to}
        order by o.n`,
    ),
};

/**
 * Each payment's events: a card's checkout starts, then is authorised once
 * paid on Stripe's page; cash is authorised (due) at once; then captured or
 * cancelled with the order, and refunded when a report is approved. Ids are
 * the base plus four per order.
 */
export const paymentEventsStep: ScaleStep = {
  table: 'payment_events',
  run: (ctx) =>
    inOrderBatches(
      ctx,
      (from, to) => `
        insert into payment_events (id, payment_id, kind, amount_minor, at)
        select ${ctx.base.paymentEvents} + 4 * (o.n - 1) + ev.k, pg_temp.scale_uuid('payment', o.n),
          ev.kind, ev.amount, ev.at
        from scale_order_plan o
        join orders placed on placed.id = o.id
        join scale_event_plan last on last.n = o.n and last.i = cardinality(o.path)
        left join scale_report_plan r on r.n = o.n and r.status = 'approved'
        cross join lateral (
          select 1 as k, case when o.payment_method = 'card' then 'started' else 'authorised' end as kind,
            placed.total_minor as amount, o.created_at as at
          union all
          select 2, 'authorised', placed.total_minor, o.created_at + interval '2 minutes'
          where o.payment_method = 'card'
          union all
          select 3, case o.status when 'completed' then 'captured' else 'cancelled' end,
            placed.total_minor, last.at
          where o.status in ('completed', 'cancelled')
          union all
          select 4, 'refunded', r.value, r.created_at + interval '1 day'
          where r.n is not null
        ) ev
        where o.n between ${from} and ${to}
        order by o.n, ev.k`,
    ),
};
