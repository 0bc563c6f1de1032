// `pnpm bench --data large`: the issue 47 budgets at a real grocer's size.
// A fresh copy of the large template, brought up to date by the API's release
// step; one API instance on it; each route of the table under load
// beside its budget; the plan of each slow statement of a route that missed;
// then the embedded PGlite at the medium size. Writes
// bench-results/bench-large.json; answers the exit code (1 on any miss).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { machinePace, machinePaceOnEveryCore } from '../lib/pace.mjs';
import { ROOT } from '../lib/servers.mjs';
import { WRITE_CONNECTIONS, measureWrite } from '../lib/write-load.mjs';
import {
  LARGE_PORTS,
  listDepths,
  signInBusyCustomer,
  signInOperator,
  startLargeApi,
} from './api.mjs';
import {
  LARGE_BUDGETS,
  PLAN_MIN_DURATION_MS,
  judgeImport,
  judgeLoad,
  judgeSitemap,
} from './budgets.mjs';
import {
  BENCH_DATABASE,
  STORE_ID,
  TEMPLATE,
  adminUrl,
  copyTemplate,
  migrate,
  readFixedPoints,
  templateCommand,
  templateExists,
  vacuum,
} from './database.mjs';
import { measureConsoleSteps } from './console.mjs';
import { measureImport } from './import.mjs';
import { measureOnPglite } from './pglite.mjs';
import { parseLog, plansOf, slowStatements } from './plans.mjs';
import { readRoutes } from './read-routes.mjs';
import { measureReads, waitForQuiet } from './reads.mjs';
import { mark, reportLines } from './report.mjs';
import { explainSlowStatements, openServerLog } from './server-log.mjs';
import { measureSitemap } from './sitemap.mjs';
import { WRITE_ROUTES, prepareShoppers } from './writes.mjs';

/** @import { Verdict } from './budgets.mjs' */
/** @import { FixedPoints } from './database.mjs' */
/** @import { SlowStatement } from './plans.mjs' */
/** @import { Row } from './report.mjs' */
/** @import { ServerLog } from './server-log.mjs' */

const OUTPUT = path.join(ROOT, 'bench-results', 'bench-large.json');
/** Statements kept in bench-large.json per missed route (the print shows fewer). */
const KEPT_STATEMENTS = 8;

/** @param {string} when */
const machineLoad = async (when) => ({
  when,
  loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  paceMs: machinePace(),
  everyCorePaceMs: await machinePaceOnEveryCore(),
});

/**
 * Waits for the database to be quiet, runs `work`, and for a verdict that
 * misses reads what the server's log got meanwhile: the statements slower
 * than PLAN_MIN_DURATION_MS, slowest first.
 * @template T
 * @param {{ log: ServerLog, databaseUrl: string }} where
 * @param {() => Promise<T>} work
 * @param {(figures: T) => Verdict} judge
 */
async function withPlans({ log, databaseUrl }, work, judge) {
  await waitForQuiet(databaseUrl);
  const mark = 'size' in log ? await log.size() : null;
  const figures = await work();
  const verdict = judge(figures);
  /** @type {SlowStatement[] | null} */
  let slow = null;
  if (!verdict.met && mark !== null && 'read' in log)
    slow = slowStatements(plansOf(parseLog(await log.read(mark)), BENCH_DATABASE));
  return { figures, verdict, slow };
}

/** @param {Row} row */
function progress(row) {
  console.log(`  ${row.name}: ${row.verdict ? mark(row.verdict) : 'measured'}`);
}

/** @returns {Promise<number>} the exit code */
export async function runLargeBench() {
  const admin = adminUrl();
  const machine = { cpus: availableParallelism(), load: [await machineLoad('start')] };
  if (!(await templateExists(admin))) {
    console.error(
      `There is no ${TEMPLATE.name} on ${new URL(admin).host}. Build it once (about 14 minutes here):\n` +
        `  ${templateCommand(admin)}`,
    );
    return 1;
  }
  console.log(`Copying ${TEMPLATE.name} into ${BENCH_DATABASE}…`);
  const copy = await copyTemplate(admin);
  console.log(`  copied in ${copy.seconds.toFixed(1)} s`);
  console.log('Migrating the copy (pnpm --dir api migrate, SEED=false)…');
  const migrateSeconds = migrate(copy.url);
  console.log(`  migrated in ${migrateSeconds.toFixed(1)} s`);
  console.log('VACUUM (ANALYZE) of the copy, as autovacuum would in service…');
  const vacuumSeconds = await vacuum(copy.url);
  console.log(`  vacuumed in ${vacuumSeconds.toFixed(1)} s`);
  const log = await openServerLog(admin);
  if ('missing' in log) console.log(`No plans on a miss: ${log.missing}`);
  else {
    await explainSlowStatements(admin, BENCH_DATABASE);
    console.log(
      `Plans of statements over ${PLAN_MIN_DURATION_MS} ms go to ${log.file} (auto_explain)`,
    );
  }
  const points = await readFixedPoints(copy.url);

  /** @type {Row[]} */
  const rows = [];
  /** @param {Row} row */
  const add = (row) => {
    rows.push(row);
    progress(row);
  };
  await measureOnPostgres(copy.url, log, points, add);
  machine.load.push(await machineLoad('after PostgreSQL'));
  await measureOnPglite(add);
  machine.load.push(await machineLoad('end'));

  for (const line of reportLines(rows, {
    template: TEMPLATE.name,
    copySeconds: copy.seconds,
    migrateSeconds,
    vacuumSeconds,
    shoppers: WRITE_CONNECTIONS,
    machine,
  }))
    console.log(line);
  writeResults(rows, { copySeconds: copy.seconds, migrateSeconds, vacuumSeconds, machine });
  return rows.every((row) => !row.verdict || row.verdict.met) ? 0 : 1;
}

/**
 * The one API on the copy, every route of the table on it, the
 * import last (it writes 50,000 products); then the API stopped.
 * @param {string} databaseUrl
 * @param {ServerLog} log
 * @param {FixedPoints} points
 * @param {(row: Row) => void} add
 */
async function measureOnPostgres(databaseUrl, log, points, add) {
  const api = await startLargeApi(databaseUrl);
  const where = { log, databaseUrl };
  try {
    const tokens = {
      operator: await signInOperator(api.origin, databaseUrl),
      customer: await signInBusyCustomer(api.origin),
    };
    const depths = await listDepths(api.origin, points, tokens.customer);
    const routes = readRoutes(points, depths, tokens);
    await measureReads({ origin: api.origin, databaseUrl, log, routes }, add);

    console.log('The console as a person sees it (Chromium, 1280 px, 3 rounds):');
    await measureConsoleSteps(
      { apiOrigin: api.origin, databaseUrl, customerName: points.customer.name },
      add,
    );

    console.log('sitemap.xml through the host’s server:');
    const sitemap = await withPlans(
      where,
      () => measureSitemap({ apiUrl: `${api.origin}/api`, port: LARGE_PORTS.site }),
      (figures) => judgeSitemap(figures.first, LARGE_BUDGETS.sitemap),
    );
    add({
      name: 'sitemap.xml, first read',
      kind: 'sitemap',
      budget: 'sitemap',
      ...sitemap,
      figures: sitemap.figures.first,
    });
    add({
      name: 'sitemap.xml, kept (read again)',
      kind: 'sitemap',
      budget: null,
      figures: sitemap.figures.again,
      verdict: null,
    });

    console.log('Writes, as the write part measures them (3 runs of 10 s, medians):');
    const prepared = await prepareShoppers(api, databaseUrl);
    for (const route of WRITE_ROUTES) {
      const budget = LARGE_BUDGETS[route.budget];
      const measured = await withPlans(
        where,
        () => measureWrite(api, prepared.customers, route.sequence, route.counted),
        (figures) => judgeLoad(figures, budget),
      );
      add({ name: route.name, kind: 'load', budget: route.budget, ...measured });
    }

    // Last: it writes 50,000 products.
    console.log('Product CSV import:');
    const imported = await withPlans(
      where,
      () =>
        measureImport({
          apiBaseUrl: `${api.origin}/api`,
          authKey: tokens.operator,
          storeId: STORE_ID,
          rows: LARGE_BUDGETS.productImport.rows,
        }),
      (result) => judgeImport(result.figures, LARGE_BUDGETS.productImport),
    );
    add({
      name: 'product CSV import, 50,000 rows',
      kind: 'import',
      budget: 'productImport',
      figures: imported.figures.figures,
      note: imported.figures.note,
      verdict: imported.verdict,
      slow: imported.slow,
    });
  } finally {
    await api.stop();
  }
}

/**
 * bench-results/bench-large.json: every row with its budget, and a missed
 * route's slowest statements with their plans.
 * @param {Row[]} rows
 * @param {{ copySeconds: number, migrateSeconds: number, vacuumSeconds: number, machine: object }} run
 */
function writeResults(rows, run) {
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  const results = {
    date: new Date().toISOString(),
    database: BENCH_DATABASE,
    template: TEMPLATE.name,
    ...run,
    planMinDurationMs: PLAN_MIN_DURATION_MS,
    rows: rows.map((row) => ({
      ...row,
      budget: row.budget && { name: row.budget, ...LARGE_BUDGETS[row.budget] },
      slow: row.slow?.slice(0, KEPT_STATEMENTS),
    })),
  };
  writeFileSync(OUTPUT, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nResults: ${path.relative(process.cwd(), OUTPUT)}`);
}
