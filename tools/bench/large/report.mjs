// The large bench's printed tables: each route's figures beside its budget,
// and whether it met it, with what missed it in words.
import {
  LARGE_BUDGETS,
  PLAN_MIN_DURATION_MS,
  describeBudget,
  ms,
  secondsText,
} from './budgets.mjs';
import { describeSlowStatements } from './plans.mjs';

/** @import { Budget, BudgetName, ImportFigures, LoadFigures, ReadyFigures, SeenFigures, SitemapFigures, Verdict } from './budgets.mjs' */
/** @import { SlowStatement } from './plans.mjs' */

/**
 * One measured row: what, its figures, its budget and verdict, and for a
 * miss the slow statements PostgreSQL logged meanwhile (null: its log could
 * not be read; undefined: not measured on PostgreSQL).
 * @typedef {object} Row
 * @property {string} name
 * @property {'load' | 'sitemap' | 'import' | 'ready' | 'console'} kind
 * @property {BudgetName | null} budget
 * @property {any} figures
 * @property {Verdict | null} verdict
 * @property {string} [path]
 * @property {string} [note]
 * @property {SlowStatement[] | null} [slow]
 */

/**
 * What the report says of the run around the rows.
 * @typedef {object} RunContext
 * @property {string} template
 * @property {number} copySeconds
 * @property {number} migrateSeconds
 * @property {number} vacuumSeconds
 * @property {number} shoppers
 * @property {{ cpus: number, load: { when: string, loadAverage: number[], paceMs: number, everyCorePaceMs: number }[] }} machine
 */

/** @typedef {{ title: string, right?: boolean }} Column */

const count = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** A latency as printed: tenths under 10 ms, whole ms above. @param {number | null | undefined} value */
export function latency(value) {
  if (value === null || value === undefined) return '—';
  return value < 10 ? `${value.toFixed(1)} ms` : ms(value);
}

/** @param {number | null | undefined} value */
const rate = (value) => (value === null || value === undefined ? '—' : count.format(value));

/** A latency's number alone, as latency() gives it. @param {number} value */
const latencyNumber = (value) => (value < 10 ? value.toFixed(1) : count.format(Math.round(value)));

/**
 * A figure with its rounds' lowest and highest after it, where it has them:
 * "33 ms (25–38)".
 * @param {string} text the figure as printed
 * @param {[number, number] | null | undefined} range
 * @param {(value: number) => string} format
 */
const withRange = (text, range, format) =>
  range ? `${text} (${format(range[0])}–${format(range[1])})` : text;

/** ✓, or ✗ and what missed. @param {Verdict} verdict */
export const mark = (verdict) => (verdict.met ? '✓' : `✗ ${verdict.misses.join('; ')}`);

/** Characters as a terminal shows them (code points: ✓, ’ and … are one each). @param {string} text */
const width = (text) => [...text].length;

/**
 * A table with a header, a rule and aligned columns, cells joined by " | ".
 * @param {Column[]} columns
 * @param {string[][]} rows
 * @returns {string[]}
 */
export function formatTable(columns, rows) {
  const widths = columns.map((column, index) =>
    Math.max(width(column.title), ...rows.map((row) => width(row[index] ?? ''))),
  );
  /** @param {string[]} cells */
  const line = (cells) =>
    columns
      .map((column, index) => {
        const cell = cells[index] ?? '';
        const pad = ' '.repeat(widths[index] - width(cell));
        return column.right ? pad + cell : cell + pad;
      })
      .join(' | ')
      .trimEnd();
  return [
    line(columns.map((column) => column.title)),
    widths.map((each) => '-'.repeat(each)).join('-|-'),
    ...rows.map(line),
  ];
}

export const LOAD_COLUMNS = [
  { title: 'route' },
  { title: 'alone', right: true },
  { title: 'p50', right: true },
  { title: 'p99', right: true },
  { title: 'req/s', right: true },
  { title: 'budget' },
  { title: '✓/✗' },
];

/**
 * One load's row.
 * @param {string} name
 * @param {LoadFigures | null | undefined} figures
 * @param {Budget} budget
 * @param {Verdict} verdict
 */
export const loadRow = (name, figures, budget, verdict) => [
  name,
  latency(figures?.alone),
  latency(figures?.p50),
  withRange(latency(figures?.p99), figures?.ranges?.p99, latencyNumber),
  withRange(rate(figures?.perSecond), figures?.ranges?.perSecond, rate),
  describeBudget(budget),
  mark(verdict),
];

export const OTHER_COLUMNS = [
  { title: 'what' },
  { title: 'measured' },
  { title: 'budget' },
  { title: '✓/✗' },
];

/** @param {number} bytes */
const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * sitemap.xml's read in words.
 * @param {SitemapFigures} figures
 */
export const describeSitemap = (figures) =>
  [
    `${figures.status}`,
    `first byte ${latency(figures.firstByteMs)}`,
    `last ${latency(figures.totalMs)}`,
    `${count.format(figures.chunks)} ${figures.chunks === 1 ? 'piece' : 'pieces'}`,
    figures.chunked ? 'chunked' : 'Content-Length',
    `${count.format(figures.urls)} URLs`,
    megabytes(figures.bytes),
  ].join(', ');

/**
 * The import's answer in words, or why there is none.
 * @param {ImportFigures | null} figures
 * @param {string} [note]
 */
export const describeImport = (figures, note) =>
  figures
    ? `${secondsText(figures.seconds)}, ${count.format(figures.rows)} rows, report of ` +
      `${count.format(figures.reportRows)}, ${figures.status}`
    : `not measured: ${note ?? 'no figures'}`;

/** @param {ReadyFigures | null | undefined} figures @param {string} [note] */
export const describeReady = (figures, note) =>
  figures ? `ready in ${secondsText(figures.readyMs / 1000)}` : `not measured: ${note ?? ''}`;

/**
 * A console step's rounds in words: "112 ms (98–140), median of 3".
 * @param {SeenFigures | null} figures
 * @param {string} [note]
 */
export const describeSeen = (figures, note) => {
  if (!figures) return `not measured: ${note ?? 'no figures'}`;
  const drawn = figures.rounds - figures.notDrawn;
  if (figures.medianMs === null || figures.minMs === null || figures.maxMs === null)
    return `not drawn in ${figures.rounds} rounds`;
  const range = `${latencyNumber(figures.minMs)}–${latencyNumber(figures.maxMs)}`;
  const missing = figures.notDrawn > 0 ? `, ${figures.notDrawn} not drawn` : '';
  return `${latency(figures.medianMs)} (${range}), median of ${drawn}${missing}`;
};

/** @param {Row} row @returns {string} */
function measuredText(row) {
  if (row.kind === 'console') return describeSeen(row.figures, row.note);
  if (row.kind === 'sitemap') return describeSitemap(row.figures);
  if (row.kind === 'import') return describeImport(row.figures, row.note);
  const ready = describeReady(row.figures, row.note);
  return row.note && row.figures ? `${ready} (${row.note})` : ready;
}

/**
 * Under a missed route: the slow statements PostgreSQL logged while it ran.
 * @param {Row} row
 */
function planLines(row) {
  const lines = ['', `${row.name}${row.path ? ` (${row.path})` : ''}:`];
  if (row.kind === 'console')
    lines.push('  no plans: timed in the browser (the routes it calls are in the table above)');
  else if (row.slow === undefined) lines.push('  no plans: not run on the PostgreSQL server');
  else if (row.slow === null) lines.push('  no plans: the server’s log could not be read');
  else if (row.slow.length === 0)
    lines.push(
      `  no statement took over ${PLAN_MIN_DURATION_MS} ms: the time went outside the database`,
    );
  else lines.push(...describeSlowStatements(row.slow));
  return lines;
}

/**
 * The whole report: the run, the loads' table, the other figures' table,
 * then the plans of each route that missed its budget.
 * @param {Row[]} rows
 * @param {RunContext} context
 * @returns {string[]}
 */
export function reportLines(
  rows,
  { template, copySeconds, migrateSeconds, vacuumSeconds, shoppers, machine },
) {
  const budgetOf = (/** @type {BudgetName | null} */ name) => (name ? LARGE_BUDGETS[name] : null);
  const loads = rows.filter((row) => row.kind === 'load');
  const others = rows.filter((row) => row.kind !== 'load');
  const missed = rows.filter((row) => row.verdict && !row.verdict.met);
  const load = machine.load.map((each) => `${each.loadAverage[0]} (${each.when})`).join(', ');
  const pace = machine.load
    .map((each) => `${each.paceMs} / ${each.everyCorePaceMs} ms (${each.when})`)
    .join(', ');
  return [
    '',
    `== ${template} on PostgreSQL, one API instance, 50 connections ==`,
    `copy ${secondsText(copySeconds)}, migrate ${secondsText(migrateSeconds)}, vacuum ${secondsText(vacuumSeconds)}; writes by ${shoppers} new customers`,
    `machine: ${machine.cpus} CPUs, load average ${load}`,
    `pace (lib/pace.mjs, lower is faster; one core / every core at once): ${pace}`,
    '',
    ...formatTable(
      LOAD_COLUMNS,
      loads.map((row) =>
        loadRow(
          row.note ? `${row.name} (${row.note})` : row.name,
          row.figures,
          budgetOf(row.budget) ?? { label: '' },
          row.verdict ?? { met: true, misses: [] },
        ),
      ),
    ),
    '',
    ...formatTable(
      OTHER_COLUMNS,
      others.map((row) => {
        const budget = budgetOf(row.budget);
        return [
          row.name,
          measuredText(row),
          budget ? describeBudget(budget) : 'reported only',
          row.verdict ? mark(row.verdict) : '',
        ];
      }),
    ),
    ...(missed.length
      ? [
          '',
          `== Plans of the statements over ${PLAN_MIN_DURATION_MS} ms while each missed route ran ==`,
          ...missed.flatMap(planLines),
        ]
      : []),
  ];
}
