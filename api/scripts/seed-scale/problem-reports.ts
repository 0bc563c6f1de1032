import { operatorSql, type ScaleContext } from './context';
import { textArray, written } from './sql-session';
import type { ScaleStep } from './step';

// Customers' reports on completed card orders: one line each (the order's
// first, one item missing or damaged), made six hours after completion,
// within the seven days the shop allows. Half are approved and refunded to the
// card (payments.ts counts the refund), some rejected, the rest still open.

const REJECTIONS = [
  'The photo shows the item intact',
  'The driver photographed the bag complete at the door',
];

export const reportPlanStep: ScaleStep = {
  table: 'plan: problem reports',
  async run(ctx: ScaleContext) {
    await ctx.session.query(`
      create temp table scale_report_plan as
      select o.n, pg_temp.scale_uuid('problem-report', o.n) as id, o.id as order_id, l.product_id,
        (l.line_total - l.discount) / l.quantity as value,
        case when pg_temp.scale_hash('report-kind', o.n) % 3 = 0 then 'damaged' else 'missing' end as kind,
        case when pg_temp.scale_hash('report-status', o.n) % 10 < 3 then 'open'
          when pg_temp.scale_hash('report-status', o.n) % 10 < 8 then 'approved'
          else 'rejected' end as status,
        e.at + interval '6 hours' as created_at
      from (
        select n from scale_order_plan where status = 'completed' and payment_method = 'card'
        order by pg_temp.scale_hash('report', n), n
        limit ${ctx.size.problemReports}
      ) chosen
      join scale_order_plan o using (n)
      join scale_line_plan l on l.n = o.n and l.j = 0
      join scale_event_plan e on e.n = o.n and e.status = 'completed'`);
    await ctx.session.query('alter table scale_report_plan add primary key (n)');
    return ctx.size.problemReports;
  },
};

export const problemReportsStep: ScaleStep = {
  table: 'problem_reports',
  run: (ctx) =>
    written(
      ctx.session,
      `insert into problem_reports (
         id, order_id, status, note, value_minor, refund_to, refunded_minor, rejection_reason,
         decided_by, decided_at, created_at
       )
       select r.id, r.order_id, r.status,
         case r.kind when 'damaged' then 'It arrived damaged.' else 'It was missing from the bag.' end,
         r.value,
         case when r.status = 'approved' then 'original' end,
         case when r.status = 'approved' then r.value end,
         case when r.status = 'rejected' then pg_temp.scale_pick(${textArray(REJECTIONS)}, 'rejection', r.n) end,
         case when r.status <> 'open' then ${operatorSql(ctx)} end,
         case when r.status <> 'open' then r.created_at + interval '1 day' end,
         r.created_at
       from scale_report_plan r
       order by r.n`,
    ),
};

export const problemReportLinesStep: ScaleStep = {
  table: 'problem_report_lines',
  run: (ctx) =>
    written(
      ctx.session,
      `insert into problem_report_lines (report_id, order_id, product_id, kind, quantity, value_minor)
       select r.id, r.order_id, r.product_id, r.kind, 1, r.value
       from scale_report_plan r
       order by r.n`,
    ),
};
