import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * The rows of one hand-written statement, on either engine: node-postgres and
 * PGlite both answer with `rows`, typed by their own column parsers (json as
 * objects, int4 as numbers; drizzle hands timestamps over as text).
 */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * A hand-written statement that the database parses and plans once per
 * connection, under `name`, rather than on every call: for the statements
 * each cart update and checkout runs, planning cost PostgreSQL more than
 * running them. Its values go in through `sql.placeholder(key)`, so the text
 * never changes; it runs on whichever handle it is given, a transaction too,
 * and answers rows as `rowsOf` does.
 *
 * The statement is written on its first run, not when its file loads: it is
 * often composed from other modules' SQL pieces (checkout's from the cart,
 * discounts, slots and catalogue), and those modules may still be loading
 * then, whichever of them the process happened to load first.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(
  name: string,
  query: () => SQL,
) {
  let compiled: ReturnType<typeof dialect.sqlToQuery> | undefined;
  return async (db: Database, values: Values): Promise<Row[]> => {
    compiled ??= dialect.sqlToQuery(query());
    const statement = db._.session.prepareQuery(compiled, undefined, name, false);
    const result = (await statement.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
