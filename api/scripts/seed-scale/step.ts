import type { ScaleContext } from './context';

/** One part of the seed: fills one table (or a working table) and says how many rows it wrote. */
export interface ScaleStep {
  /** What the progress line names. */
  table: string;
  run(ctx: ScaleContext): Promise<number>;
}

/**
 * Runs `statement` for each range of order numbers [from, to], a batch at a
 * time, so no one statement holds millions of rows; answers the rows written.
 */
export async function inOrderBatches(
  ctx: ScaleContext,
  statement: (from: number, to: number) => string,
): Promise<number> {
  let rows = 0;
  for (let from = 1; from <= ctx.size.orders; from += ctx.ordersPerBatch) {
    const to = Math.min(ctx.size.orders, from + ctx.ordersPerBatch - 1);
    const result = await ctx.session.query(statement(from, to));
    rows += result.rowCount ?? 0;
  }
  return rows;
}
