import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';
import { MIGRATIONS_DIR } from '../config';

// Indexes on tables that grow large (orders, users, products) are built with
// CREATE INDEX CONCURRENTLY, which lets writes go on while it reads the table.
// drizzle's migrator runs every migration inside one transaction, where
// CONCURRENTLY is refused, so these live apart: drizzle/online/*.sql, one
// `CREATE INDEX CONCURRENTLY IF NOT EXISTS` a statement, run in file order
// after the migrations, each in a transaction of its own. An index replaced by
// a better one is retired the same way: `DROP INDEX CONCURRENTLY IF EXISTS`. They are not in the
// drizzle schema: drizzle-kit compares its own snapshots, not the database,
// and leaves indexes it does not know alone.

export const ONLINE_INDEXES_DIR = path.join(MIGRATIONS_DIR, 'online');

/** Held by the one instance building: another finds it taken and goes on without waiting. */
const ONLINE_INDEX_LOCK_KEY = 'storefront:online-indexes';

export interface OnlineIndex {
  name: string;
  /** The statement as written: CREATE INDEX CONCURRENTLY IF NOT EXISTS <name> ON … */
  statement: string;
  /** A retired index: DROP INDEX CONCURRENTLY IF EXISTS <name>, dropped where it is found. */
  retired?: true;
}

const CREATE_INDEX =
  /^create\s+(?:unique\s+)?index\s+concurrently\s+if\s+not\s+exists\s+"?(\w+)"?/i;
const DROP_INDEX = /^drop\s+index\s+concurrently\s+if\s+exists\s+"?(\w+)"?$/i;

/** The statements of one file, each checked to be an online index build. */
export function parseOnlineIndexes(file: string, text: string): OnlineIndex[] {
  return text
    .split('--> statement-breakpoint')
    .map((part) =>
      part
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement.length > 0)
    .map((written): OnlineIndex => {
      const statement = written.replace(/;\s*$/, '');
      const created = CREATE_INDEX.exec(statement)?.[1];
      if (created) return { name: created, statement };
      const dropped = DROP_INDEX.exec(statement)?.[1];
      if (dropped) return { name: dropped, statement, retired: true };
      throw new Error(
        `${file}: every statement must be CREATE [UNIQUE] INDEX CONCURRENTLY IF NOT EXISTS or DROP INDEX CONCURRENTLY IF EXISTS: ${statement.slice(0, 80)}`,
      );
    });
}

/** Every online index, in file order. */
export function readOnlineIndexes(dir = ONLINE_INDEXES_DIR): OnlineIndex[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) => parseOnlineIndexes(file, readFileSync(path.join(dir, file), 'utf8')));
}

/**
 * Builds the online indexes the database lacks, and drops the retired ones it
 * still has, on `client` (not in a transaction). A build that was cut short
 * leaves an invalid index behind, which IF NOT EXISTS would take for done: it
 * is dropped and built again. When another instance holds the lock it is
 * building them, and this one answers at once: the API works without them,
 * only slower. Answers the names built or dropped.
 */
export async function buildOnlineIndexes(
  client: Client,
  indexes: OnlineIndex[] = readOnlineIndexes(),
): Promise<string[]> {
  const { rows } = await client.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
    [ONLINE_INDEX_LOCK_KEY],
  );
  if (!rows[0]?.locked) return [];
  try {
    const built: string[] = [];
    for (const index of indexes) {
      const found = await client.query<{ valid: boolean }>(
        `SELECT i.indisvalid AS valid FROM pg_index i
           JOIN pg_class c ON c.oid = i.indexrelid
          WHERE c.relname = $1 AND pg_table_is_visible(c.oid)`,
        [index.name],
      );
      if (index.retired) {
        if (!found.rows[0]) continue;
        await client.query(index.statement);
        built.push(index.name);
        continue;
      }
      if (found.rows[0]?.valid) continue;
      if (found.rows[0]) await client.query(`DROP INDEX CONCURRENTLY "${index.name}"`);
      await client.query(index.statement);
      await analyzeIfOnExpression(client, index.name);
      built.push(index.name);
    }
    return built;
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [ONLINE_INDEX_LOCK_KEY]);
  }
}

/**
 * An index on an expression has no statistics until its table is analyzed,
 * and until then PostgreSQL guesses at how many rows the expression matches:
 * with the names' index on their spaces taken out (0005) it chose to read all
 * 200,000 customers for a search (170 ms) over the index (0.1 ms). ANALYZE
 * samples the table without holding up its writers.
 */
async function analyzeIfOnExpression(client: Client, indexName: string): Promise<void> {
  const { rows } = await client.query<{ table: string }>(
    `SELECT t.relname AS table FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_class t ON t.oid = i.indrelid
      WHERE c.relname = $1 AND pg_table_is_visible(c.oid) AND i.indexprs IS NOT NULL`,
    [indexName],
  );
  if (rows[0]) await client.query(`ANALYZE "${rows[0].table}"`);
}
