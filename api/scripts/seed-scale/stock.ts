import { REF, operatorSql, type ScaleContext } from './context';
import { written } from './sql-session';
import type { ScaleStep } from './step';

// The stock ledger (stock_movements), chained as the catalogue writes it: for
// each product its entries in id order, each balance the one before plus the
// change. A product opens with what it ended up with (the stock the catalogue
// step gave it) plus everything it sold; each sale takes its line's quantity,
// and a cancelled order's line puts it back in the entry right after its
// sale. So no balance ever goes below zero, and a product ends with its stock
// plus what cancellations returned: its new stock, except for the low and
// empty shelves, which a count brings back down to what the catalogue said.
//
// Ids: base + product number for openings; base + products + 2 × line + 1
// for a sale and + 2 for its return; after every line, the counts.

/** At or below this, a product's shelf was counted back to its planned stock. */
const COUNTED_AT_OR_BELOW = 5;

export const stockMovementsStep: ScaleStep = {
  table: 'stock_movements',
  async run(ctx: ScaleContext) {
    await ctx.session.query(`
      create temp table scale_product_flow as
      select l.product_id, sum(l.quantity)::integer as sold,
        coalesce(sum(l.quantity) filter (where o.status = 'cancelled'), 0)::integer as returned
      from scale_line_plan l join scale_order_plan o using (n)
      group by l.product_id`);
    await ctx.session.query('alter table scale_product_flow add primary key (product_id)');
    const sales = ctx.base.stockMovements + ctx.productRows;
    const counts = sales + 2 * ctx.lineRows;
    const batches = Math.max(1, Math.ceil(ctx.size.orders / ctx.ordersPerBatch));
    const perBatch = Math.ceil(ctx.productRows / batches);
    let rows = 0;
    // A product's entries are all in one batch: the running balance is per product.
    for (let first = 1; first <= ctx.productRows; first += perBatch) {
      const lo = ctx.base.products + first;
      const hi = ctx.base.products + Math.min(ctx.productRows, first + perBatch - 1);
      rows += await written(
        ctx.session,
        `insert into stock_movements (
           id, product_id, kind, quantity_change, balance_after, order_id, operator_id, note, created_at
         )
         select id, product_id, kind, change,
           sum(change) over (partition by product_id order by id), order_id, operator_id, note, at
         from (
           select ${ctx.base.stockMovements} + (p.id - ${ctx.base.products}) as id, p.id as product_id,
             'opening_balance' as kind, p.stock + coalesce(f.sold, 0) as change, null::uuid as order_id,
             null::uuid as operator_id, 'Stock the store opened with' as note, p.created_at as at
           from products p left join scale_product_flow f on f.product_id = p.id
           where p.id between ${lo} and ${hi} and p.stock + coalesce(f.sold, 0) > 0
           union all
           select ${sales} + 2 * l.line_no + 1, l.product_id, 'sale', -l.quantity, o.id, null, null,
             o.created_at
           from scale_line_plan l join scale_order_plan o using (n)
           where l.product_id between ${lo} and ${hi}
           union all
           select ${sales} + 2 * l.line_no + 2, l.product_id, 'order_cancelled', l.quantity, o.id, null,
             null, cancelled.at
           from scale_line_plan l
           join scale_order_plan o using (n)
           join scale_event_plan cancelled on cancelled.n = o.n and cancelled.status = 'cancelled'
           where l.product_id between ${lo} and ${hi}
           union all
           select ${counts} + (p.id - ${ctx.base.products}), p.id, 'count_correction', -f.returned, null,
             ${operatorSql(ctx)}, 'Shelf count', ${REF} - interval '1 hour'
           from products p join scale_product_flow f on f.product_id = p.id
           where p.id between ${lo} and ${hi} and p.stock <= ${COUNTED_AT_OR_BELOW} and f.returned > 0
         ) entry
         order by id`,
      );
    }
    await ctx.session.query(`
      update products p set stock = p.stock + f.returned
      from scale_product_flow f
      where f.product_id = p.id and p.stock > ${COUNTED_AT_OR_BELOW} and f.returned > 0`);
    return rows;
  },
};
