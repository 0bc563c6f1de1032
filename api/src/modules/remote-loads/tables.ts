import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { REMOTE_NAMES } from '@storefront/shared/contracts';
import { sqlList } from '../../db/sql-list';

/**
 * How the page's remotes loaded, as the host's beacons report it: one row per
 * remote, version and minute, to which each beacon adds. The table grows with
 * minutes and versions, never with beacons; a version the release history does
 * not know is counted as 'other'. ok_ms counts the successful loads per bucket
 * of REMOTE_LOAD_TIME_BOUNDS_MS. Kept 30 days, the longest window operators
 * may ask for; the key starts with the minute for both.
 */
export const remoteLoadMinutes = pgTable(
  'remote_load_minutes',
  {
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    remote: text('remote', { enum: REMOTE_NAMES }).notNull(),
    version: text('version').notNull(),
    loads: integer('loads').notNull(),
    failures: integer('failures').notNull(),
    okMs: integer('ok_ms').array().notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.minute, table.remote, table.version] }),
    check('remote_load_minutes_remote_check', sql`${table.remote} in ${sqlList(REMOTE_NAMES)}`),
    check(
      'remote_load_minutes_counts_check',
      sql`${table.failures} >= 0 and ${table.failures} <= ${table.loads}`,
    ),
  ],
);
