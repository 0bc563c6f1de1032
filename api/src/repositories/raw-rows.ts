import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database';

/**
 * The rows of one hand-written statement, on either engine: node-postgres and
 * PGlite both answer with `rows`, typed by their own column parsers (json as
 * objects, timestamps as Dates, int4 as numbers).
 */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
