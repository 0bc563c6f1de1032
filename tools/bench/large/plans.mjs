// The plans PostgreSQL logged while a route was under load: auto_explain
// writes every statement slower than its threshold, with its plan, to the
// server's log (server-log.mjs sets it up and reads the part a route added).
// Here that text becomes the distinct slow statements, slowest first, each
// with the plan of its slowest run, for a route that missed its budget.
//
// The log is PostgreSQL's stderr format: each message starts a line with
// log_line_prefix (Debian's '%m [%p] %q%u@%d ': time, pid, user@database),
// and every further line of it starts with a tab. An auto_explain message in
// text format is
//
//   2026-12-06 09:27:42.449 UTC [27728] postgres@shop LOG:  duration: 404.349 ms  plan:
//   <tab>Query Text: select …
//   <tab>Aggregate  (cost=… rows=1 width=8) (actual rows=1 loops=1)
//   <tab>  ->  Seq Scan on …

/**
 * One message of the log: its first line's prefix parts and its text.
 * `database` is undefined when the prefix names none (a background process,
 * or a log_line_prefix without %d).
 * @typedef {{ pid: number, database: string | undefined, level: string, lines: string[] }} LogEntry
 */

/** A statement auto_explain logged. @typedef {{ durationMs: number, query: string, plan: string[] }} LoggedPlan */

/**
 * Each distinct statement: how often it was slow, its slowest and summed
 * time, and its slowest run's text and plan.
 * @typedef {{ query: string, count: number, maxMs: number, totalMs: number, plan: string[] }} SlowStatement
 */

// The prefix's time and pid, then user@database (%q: only for a session), then the level.
const ENTRY_START =
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d+)? \S+ \[(\d+)\] (?:(\S*)@(\S*) )?([A-Z]+): {2}(.*)$/;
const PLAN_MESSAGE = /^duration: (\d+(?:\.\d+)?) ms {2}plan:$/;
const QUERY_TEXT = 'Query Text: ';
// The plan's top node: no indent, and its cost or actual figures in brackets.
const PLAN_TOP = /^\S.*\((?:cost=|actual )/;

/**
 * The log's text as messages. A line that starts none (a continuation, or a
 * stray line some other writer left) belongs to the message before it; lines
 * before the first message are dropped, as a slice can start mid-message.
 * @param {string} text
 * @returns {LogEntry[]}
 */
export function parseLog(text) {
  /** @type {LogEntry[]} */
  const entries = [];
  for (const line of text.split('\n')) {
    const start = ENTRY_START.exec(line);
    if (start) {
      const [, pid, , database, level, message] = start;
      entries.push({ pid: Number(pid), database, level, lines: [message] });
    } else if (entries.length > 0 && line !== '') {
      // A continuation line starts with the tab PostgreSQL adds after each newline.
      entries[entries.length - 1].lines.push(line.startsWith('\t') ? line.slice(1) : line);
    }
  }
  return entries;
}

/**
 * The plans auto_explain logged, in the log's order: only the messages of
 * `database` when the log names databases.
 * @param {LogEntry[]} entries
 * @param {string} database
 * @returns {LoggedPlan[]}
 */
export function plansOf(entries, database) {
  /** @type {LoggedPlan[]} */
  const plans = [];
  for (const entry of entries) {
    if (entry.database !== undefined && entry.database !== database) continue;
    const duration = PLAN_MESSAGE.exec(entry.lines[0]);
    if (!duration || !entry.lines[1]?.startsWith(QUERY_TEXT)) continue;
    // The query may span lines; the plan starts at its top node.
    const top = entry.lines.findIndex((line, index) => index > 1 && PLAN_TOP.test(line));
    const end = top === -1 ? entry.lines.length : top;
    const query = [entry.lines[1].slice(QUERY_TEXT.length), ...entry.lines.slice(2, end)].join(
      '\n',
    );
    plans.push({
      durationMs: Number(duration[1]),
      query,
      plan: top === -1 ? [] : entry.lines.slice(top),
    });
  }
  return plans;
}

/**
 * One statement's text however it was spaced and however many values it
 * was sent, to group its runs: $1, $2 … are each `$`, a list of them one, and
 * rows of values alike (an insert of 175 rows and one of 188) one row.
 * @param {string} query
 */
export const statementKey = (query) =>
  query
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\$\d+/g, '$')
    .replace(/\$(?:, \$)+/g, '$…')
    .replace(/(\((?:default|\$…?)(?:, (?:default|\$…?))*\))(?:, \1)+/g, '$1, …');

/**
 * The distinct statements, slowest first, each with its slowest run's plan.
 * @param {LoggedPlan[]} plans
 * @returns {SlowStatement[]}
 */
export function slowStatements(plans) {
  /** @type {Map<string, SlowStatement>} */
  const statements = new Map();
  for (const logged of plans) {
    const key = statementKey(logged.query);
    const seen = statements.get(key);
    if (!seen) {
      statements.set(key, {
        query: logged.query.replace(/\s+/g, ' ').trim(),
        count: 1,
        maxMs: logged.durationMs,
        totalMs: logged.durationMs,
        plan: logged.plan,
      });
      continue;
    }
    seen.count += 1;
    seen.totalMs += logged.durationMs;
    if (logged.durationMs > seen.maxMs) {
      seen.maxMs = logged.durationMs;
      seen.plan = logged.plan;
      seen.query = logged.query.replace(/\s+/g, ' ').trim();
    }
  }
  return [...statements.values()].sort((a, b) => b.maxMs - a.maxMs);
}

/** @param {number} n @param {string} what */
const plural = (n, what) => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * A statement cut to `max` characters: its start, and its end, where its
 * conditions, order and limit are (an ORM's select lists every column first).
 * @param {string} text
 * @param {number} max characters
 */
export function trimmed(text, max) {
  if (text.length <= max) return text;
  const head = Math.floor(max / 4);
  return `${text.slice(0, head)} … ${text.slice(text.length - (max - head - 3))}`;
}

/**
 * The slowest few statements as the bench prints them under a missed
 * budget: each one's figures, its text cut short, and its plan's first lines.
 * @param {SlowStatement[]} statements
 * @param {{ limit?: number, queryChars?: number, planLines?: number }} [options]
 * @returns {string[]}
 */
export function describeSlowStatements(
  statements,
  { limit = 3, queryChars = 400, planLines = 30 } = {},
) {
  const lines = [];
  for (const statement of statements.slice(0, limit)) {
    lines.push(
      `  ${statement.count}× slow, slowest ${statement.maxMs.toFixed(1)} ms, ` +
        `${statement.totalMs.toFixed(0)} ms in all: ${trimmed(statement.query, queryChars)}`,
    );
    for (const line of statement.plan.slice(0, planLines)) lines.push(`      ${line}`);
    if (statement.plan.length > planLines)
      lines.push(`      … ${plural(statement.plan.length - planLines, 'more line')}`);
  }
  if (statements.length > limit)
    lines.push(`  … and ${plural(statements.length - limit, 'other slow statement')}`);
  return lines;
}
