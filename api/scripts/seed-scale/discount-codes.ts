import { REF, operatorSql, type ScaleContext } from './context';
import { ORDER_HISTORY_DAYS } from './sizes';
import { literal, written } from './sql-session';
import type { ScaleStep } from './step';

// The codes the scale orders redeem: percent codes only, so each line's share
// of the discount is its own line total times the percentage, and the order's
// discount is the sum of its lines' (both rounded down).

export const SCALE_CODES = [
  { code: 'SPRING10', percentOff: 10 },
  { code: 'SUMMER15', percentOff: 15 },
  { code: 'AUTUMN20', percentOff: 20 },
  { code: 'WINTER10', percentOff: 10 },
] as const;

/** The code order n uses, if it has one (as SQL over its number n). */
export const codeIndexSql = (n: string) =>
  `(pg_temp.scale_hash('code', ${n}) % ${SCALE_CODES.length})`;

/** The codes as a relation: idx (from 0), code, percent_off. */
export const scaleCodesSql = () =>
  `(values ${SCALE_CODES.map((c, idx) => `(${idx}, ${literal(c.code)}, ${c.percentOff})`).join(', ')})
     as scale_code(idx, code, percent_off)`;

export const discountCodesStep: ScaleStep = {
  table: 'discount_codes',
  run: (ctx: ScaleContext) =>
    written(
      ctx.session,
      `insert into discount_codes (id, store_id, code, kind, percent_off, min_spend_minor, starts_at, created_by, created_at)
       select pg_temp.scale_uuid('discount-code', scale_code.idx), ${ctx.storeId}, scale_code.code, 'percent',
         scale_code.percent_off, 0, ${REF} - interval '${ORDER_HISTORY_DAYS + 30} days', ${operatorSql(ctx)},
         ${REF} - interval '${ORDER_HISTORY_DAYS + 30} days'
       from ${scaleCodesSql()}
       order by scale_code.idx`,
    ),
};

/** One redemption per order placed with a code (none of them is cancelled), and each code's count of uses. */
export const redemptionsStep: ScaleStep = {
  table: 'discount_redemptions',
  async run(ctx) {
    const added = await written(
      ctx.session,
      `insert into discount_redemptions (order_id, discount_code_id, user_id, discount_minor, created_at)
       select o.id, pg_temp.scale_uuid('discount-code', o.code_idx), o.user_id, t.discount, o.created_at
       from scale_order_plan o join scale_order_totals t using (n)
       where o.code_idx is not null
       order by o.n`,
    );
    await ctx.session.query(
      `update discount_codes d set uses = counted.uses
       from (
         select discount_code_id, count(*)::integer as uses from discount_redemptions group by discount_code_id
       ) counted
       where counted.discount_code_id = d.id and d.store_id = ${ctx.storeId}`,
    );
    return added;
  },
};
