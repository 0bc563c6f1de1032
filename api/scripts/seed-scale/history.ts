import { ORDER_STATUS_LABELS, type OrderStatus } from '@storefront/shared/contracts';
import { operatorRoleSql, operatorSql, type ScaleContext } from './context';
import { literal } from './sql-session';
import { inOrderBatches, type ScaleStep } from './step';

// What each status move left behind, as order-transitions.ts writes it: the
// order's history, its live streams' event, the customer's message (sent, on
// the channel they chose) and, for a move the store made, the audit entry.
// Each row's id is its table's base plus the move's number (scale_event_plan's
// event_no), so the ids follow time order for each order.

const labelSql = (column: string) =>
  `(case ${column} ${Object.entries(ORDER_STATUS_LABELS)
    .map(([status, label]) => `when ${literal(status)} then ${literal(label)}`)
    .join(' ')} end)`;

const MESSAGES: Record<OrderStatus, string> = {
  placed: `'Thanks for your order ' || o.number || ' (' || total.text || '). We will tell you when it moves on.'`,
  confirmed: `'Your order ' || o.number || ' is confirmed and being picked.'`,
  out_for_delivery: `'Your order ' || o.number || ' is out for delivery.'`,
  ready_for_pickup: `'Your order ' || o.number || ' is ready to collect from the shop.'`,
  completed: `'Your order ' || o.number || ' is complete. Thank you for shopping with us.'`,
  cancelled: `'Your order ' || o.number || ' was cancelled: ' || e.note || '.'`,
};

const messageSql = `(case e.status ${Object.entries(MESSAGES)
  .map(([status, body]) => `when ${literal(status)} then ${body}`)
  .join(' ')} end)`;

export const statusEventsStep: ScaleStep = {
  table: 'order_status_events',
  run: (ctx: ScaleContext) =>
    inOrderBatches(
      ctx,
      (from, to) => `
        insert into order_status_events (id, order_id, status, at, note, changed_by)
        select ${ctx.base.orderStatusEvents} + e.event_no, o.id, e.status, e.at, e.note,
          case e.who when 'customer' then o.user_id when 'operator' then ${operatorSql(ctx)} end
        from scale_event_plan e join scale_order_plan o using (n)
        where e.n between ${from} and ${to}
        order by e.event_no`,
    ),
};

export const orderEventsStep: ScaleStep = {
  table: 'order_events',
  run: (ctx) =>
    inOrderBatches(
      ctx,
      (from, to) => `
        insert into order_events (id, order_id, store_id, kind, data, at)
        select ${ctx.base.orderEvents} + e.event_no, o.id, ${ctx.storeId}, 'status_changed',
          jsonb_build_object('status', e.status, 'from', e.from_status, 'note', e.note), e.at
        from scale_event_plan e join scale_order_plan o using (n)
        where e.n between ${from} and ${to}
        order by e.event_no`,
    ),
};

export const notificationsStep: ScaleStep = {
  table: 'notifications',
  run: (ctx) =>
    inOrderBatches(
      ctx,
      (from, to) => `
        insert into notifications (
          id, user_id, topic, channel, recipient, subject, body, order_id, status, attempts,
          next_attempt_at, sent_at, created_at
        )
        select ${ctx.base.notifications} + e.event_no, u.id, 'order_' || e.status, channel.name,
          case channel.name when 'email' then u.email else u.mobile end,
          case channel.name when 'email' then 'Order ' || o.number || ': ' || lower(${labelSql('e.status')}) else '' end,
          ${messageSql}, o.id, 'sent', 1, e.at, e.at, e.at
        from scale_event_plan e
        join scale_order_plan o using (n)
        join users u on u.id = o.user_id
        join orders placed on placed.id = o.id
        cross join lateral (select
          case when u.order_updates_by_email then 'email' else 'sms' end as name
        ) channel
        cross join lateral (select
          '£' || to_char(placed.total_minor / 100.0, 'FM999999990.00') as text
        ) total
        where e.n between ${from} and ${to}
        order by e.event_no`,
    ),
};

export const auditStep: ScaleStep = {
  table: 'audit_log',
  run: (ctx) =>
    inOrderBatches(
      ctx,
      (from, to) => `
        insert into audit_log (
          id, store_id, operator_id, operator_role, action, entity_type, entity_id, customer_id,
          order_id, summary, before, after, created_at
        )
        select ${ctx.base.auditLog} + e.event_no, ${ctx.storeId}, ${operatorSql(ctx)}, ${operatorRoleSql(ctx)},
          'order.status_changed', 'order', o.id::text, o.user_id, o.id,
          o.number || ': ' || ${labelSql('e.from_status')} || ' → ' || ${labelSql('e.status')},
          jsonb_build_object('status', e.from_status),
          jsonb_build_object('status', e.status, 'note', e.note), e.at
        from scale_event_plan e join scale_order_plan o using (n)
        where e.who = 'operator' and e.n between ${from} and ${to}
        order by e.event_no`,
    ),
};
