// PostgreSQL's own log, where auto_explain writes the plan of every slow
// statement the API runs on the bench's database. Each route notes the log's
// size around each of its loads and reads what was added then (plans.mjs picks
// the plans out of it). The log file is the one Debian's pg_lsclusters names
// for the server's port; it is read directly when this process may, else
// through the server (pg_read_binary_file, as a superuser).
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { PLAN_MIN_DURATION_MS } from './budgets.mjs';
import { withClient } from '../lib/write-load.mjs';

/** The most of one slice that is read: a flood of plans says what its start says. */
const MAX_SLICE_BYTES = 32 * 1024 * 1024;

/**
 * The server's log and how to read it; `missing` says why there is none.
 * @typedef {{ file: string, size: () => Promise<number>, read: (from: number, to?: number) => Promise<string> } | { missing: string }} ServerLog
 */

/**
 * The log file pg_lsclusters gives for the server on `port`: its last column.
 * @param {string} listing `pg_lsclusters -h`
 * @param {number} port
 * @returns {string | undefined}
 */
export function logFileOf(listing, port) {
  for (const line of listing.split('\n')) {
    // version cluster port status owner data-directory log-file
    const columns = line.trim().split(/\s+/);
    if (columns.length >= 7 && Number(columns[2]) === port) return columns[columns.length - 1];
  }
  return undefined;
}

/**
 * @param {string} file
 * @param {number} from
 * @param {number} length
 */
function readFileRange(file, from, length) {
  const buffer = Buffer.alloc(length);
  const descriptor = openSync(file, 'r');
  try {
    const read = readSync(descriptor, buffer, 0, length, from);
    return buffer.subarray(0, read).toString('utf8');
  } finally {
    closeSync(descriptor);
  }
}

/**
 * The server's log, or why it cannot be read.
 * @param {string} adminUrl a superuser's URL on the server
 * @returns {Promise<ServerLog>}
 */
export async function openServerLog(adminUrl) {
  const port = Number(new URL(adminUrl).port || 5432);
  let listing;
  try {
    listing = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' });
  } catch {
    return { missing: 'pg_lsclusters is not here (not Debian’s PostgreSQL packaging)' };
  }
  const file = logFileOf(listing, port);
  if (!file) return { missing: `pg_lsclusters lists no cluster on port ${port}` };
  try {
    statSync(file);
    return {
      file,
      size: async () => statSync(file).size,
      // A log rotated meanwhile is shorter than the mark: nothing to read from it.
      read: async (from, to) =>
        readFileRange(
          file,
          from,
          Math.max(
            0,
            Math.min(Math.min(statSync(file).size, to ?? Infinity) - from, MAX_SLICE_BYTES),
          ),
        ),
    };
  } catch {
    // Not readable by this user: the server reads its own file for a superuser.
  }
  const size = () =>
    withClient(adminUrl, async (client) =>
      Number((await client.query('select size from pg_stat_file($1)', [file])).rows[0].size),
    );
  try {
    await size();
  } catch (error) {
    return { missing: `${file} cannot be read here or through the server: ${error}` };
  }
  return {
    file,
    size,
    read: async (from, to) =>
      withClient(adminUrl, async (client) => {
        const { rows } = await client.query(
          'select convert_from(pg_read_binary_file($1, $2, greatest(0, least($3, least((pg_stat_file($1)).size, coalesce($5, (pg_stat_file($1)).size)) - $2))), $4) as text',
          [file, from, MAX_SLICE_BYTES, 'UTF8', to ?? null],
        );
        return rows[0].text;
      }),
  };
}

/**
 * Every new session on the database loads auto_explain, which logs each
 * statement slower than PLAN_MIN_DURATION_MS with its plan and the rows each
 * step really gave (analyze, without per-step timing, which would slow every
 * statement). Set before the API connects: a session reads these when it starts.
 * @param {string} adminUrl
 * @param {string} database
 */
export async function explainSlowStatements(adminUrl, database) {
  const settings = {
    session_preload_libraries: 'auto_explain',
    'auto_explain.log_min_duration': `${PLAN_MIN_DURATION_MS}ms`,
    'auto_explain.log_format': 'text',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_timing': 'off',
  };
  await withClient(adminUrl, async (client) => {
    for (const [name, value] of Object.entries(settings))
      await client.query(`alter database "${database}" set ${name} = '${value}'`);
  });
}
