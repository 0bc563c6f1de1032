import { sql, type SQLWrapper } from 'drizzle-orm';
import { TOTAL_CAP } from '@storefront/shared/contracts';
import type { Database } from '../db/database';
import { rowsOf } from '../db/raw-rows';

/**
 * A list's total for its page answer: the rows `matching` selects, counted to
 * TOTAL_CAP + 1 at most, so a page of 50,000 products or a million audit
 * entries reads at most that many index entries to say "10,000+". `matching`
 * is a select of the list's rows (any one column) with the list's where.
 * totalCapped is there only when the count stopped at the cap. A list may
 * count to a lower cap of its own (LOW_STOCK_TOTAL_CAP).
 */
export async function cappedCount(
  db: Database,
  matching: SQLWrapper,
  cap = TOTAL_CAP,
): Promise<{ total: number; totalCapped?: true }> {
  const [row] = await rowsOf<{ counted: number }>(
    db,
    sql`select ${cappedMatches(matching, cap)} as counted`,
  );
  return cappedTotal(row?.counted ?? 0, cap);
}

/**
 * The same count as a column, for a page's own statement to carry its total
 * (read it back with carriedTotal).
 */
export const cappedMatches = (matching: SQLWrapper, cap = TOTAL_CAP) =>
  sql<number>`(select count(*)::int from (${matching} limit ${cap + 1}) as matching)`;

/**
 * The total a page's rows carry (cappedMatches as `matched`). A first page
 * with no row has nothing to count; a page past the end has no row to carry
 * the total, and counts `matching` on its own.
 */
export async function carriedTotal(
  db: Database,
  rows: { matched: number }[],
  matching: SQLWrapper,
  { page, cap = TOTAL_CAP }: { page: number; cap?: number },
): Promise<{ total: number; totalCapped?: true }> {
  if (rows[0]) return cappedTotal(rows[0].matched, cap);
  return page === 1 ? { total: 0 } : cappedCount(db, matching, cap);
}

/** A total counted in full, as a page answer gives it: the cap and totalCapped above it. */
export function cappedTotal(
  counted: number,
  cap = TOTAL_CAP,
): { total: number; totalCapped?: true } {
  return counted > cap ? { total: cap, totalCapped: true } : { total: counted };
}
