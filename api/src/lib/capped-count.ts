import { sql, type SQLWrapper } from 'drizzle-orm';
import { TOTAL_CAP } from '@storefront/shared/contracts';
import type { Database } from '../db/database';
import { rowsOf } from '../db/raw-rows';

/**
 * A list's total for its page answer: the rows `matching` selects, counted to
 * TOTAL_CAP + 1 at most, so a page of 50,000 products or a million audit
 * entries reads at most that many index entries to say "10,000+". `matching`
 * is a select of the list's rows (any one column) with the list's where.
 * totalCapped is there only when the count stopped at the cap.
 */
export async function cappedCount(
  db: Database,
  matching: SQLWrapper,
): Promise<{ total: number; totalCapped?: true }> {
  const [row] = await rowsOf<{ counted: number }>(
    db,
    sql`select ${cappedMatches(matching)} as counted`,
  );
  return cappedTotal(row?.counted ?? 0);
}

/**
 * The same count as a column, for a page's own statement to carry its total
 * (read it back with carriedTotal).
 */
export const cappedMatches = (matching: SQLWrapper) =>
  sql<number>`(select count(*)::int from (${matching} limit ${TOTAL_CAP + 1}) as matching)`;

/**
 * The total a page's rows carry (cappedMatches as `matched`); a page past the
 * end has no row to carry it, and counts `matching` on its own.
 */
export async function carriedTotal(
  db: Database,
  rows: { matched: number }[],
  matching: SQLWrapper,
): Promise<{ total: number; totalCapped?: true }> {
  return rows[0] ? cappedTotal(rows[0].matched) : cappedCount(db, matching);
}

/** A total counted in full, as a page answer gives it: TOTAL_CAP and totalCapped above the cap. */
export function cappedTotal(counted: number): { total: number; totalCapped?: true } {
  return counted > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: counted };
}
