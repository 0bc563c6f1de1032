import { categoriesStep, productsStep, variantsStep } from './catalogue';
import { readContext, type ScaleContext } from './context';
import { addressesStep, customersStep } from './customers';
import { discountCodesStep, redemptionsStep } from './discount-codes';
import { finish, markerFor } from './finish';
import { auditStep, notificationsStep, orderEventsStep, statusEventsStep } from './history';
import { eventPlanStep, linePlanStep, orderPlanStep } from './orders-plan';
import { orderLinesStep, ordersStep } from './orders';
import { scaleCustomerPasswordHash } from './password-hash';
import { paymentEventsStep, paymentsStep } from './payments';
import { problemReportLinesStep, problemReportsStep, reportPlanStep } from './problem-reports';
import { checkSize, SIZES, type SizeName } from './sizes';
import { sessionFunctionsSql, type SqlSession } from './sql-session';
import type { ScaleStep } from './step';
import { stockMovementsStep } from './stock';

/** In the order they run: each reads only what an earlier one wrote. */
const STEPS: ScaleStep[] = [
  categoriesStep,
  productsStep,
  variantsStep,
  customersStep,
  addressesStep,
  discountCodesStep,
  orderPlanStep,
  linePlanStep,
  eventPlanStep,
  ordersStep,
  orderLinesStep,
  redemptionsStep,
  statusEventsStep,
  orderEventsStep,
  notificationsStep,
  auditStep,
  reportPlanStep,
  problemReportsStep,
  problemReportLinesStep,
  paymentsStep,
  paymentEventsStep,
  stockMovementsStep,
];

export interface ScaleOptions {
  size: SizeName;
  seed: number;
  engine: 'postgres' | 'pglite';
  /** Where progress goes, a line at a time; quiet by default. */
  log?: (line: string) => void;
}

export interface ScaleReport {
  steps: { table: string; rows: number; seconds: number }[];
  seconds: number;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * Adds the scale data set to a migrated and demo-seeded database, on
 * `session` (one connection: the seed keeps its plan in temporary tables),
 * in one transaction, so a failed run leaves nothing behind. Refuses a
 * database that already has it.
 */
export async function seedScale(session: SqlSession, options: ScaleOptions): Promise<ScaleReport> {
  const size = SIZES[options.size];
  checkSize(size);
  if (size.postgresOnly && options.engine !== 'postgres') {
    throw new Error(`--size ${options.size} needs PostgreSQL: set DATABASE_URL`);
  }
  const log = options.log ?? (() => {});
  const started = performance.now();
  const { rows } = await session.query(`select 1 from products where sku = 'SC-000001'`);
  if (rows.length > 0) throw new Error('This database already holds scale data: seed an empty one');

  if (options.engine === 'postgres') {
    // Sorts and hashes of millions of rows in memory; nothing waits on a commit but the last.
    await session.query(`set work_mem = '256MB'`);
    // The plan's temporary tables (hundreds of MB at the large size) in memory, not a file per page.
    await session.query(`set temp_buffers = '1GB'`);
    await session.query(`set maintenance_work_mem = '512MB'`);
    await session.query('set synchronous_commit = off');
    await session.query('set jit = off');
  }
  const report: ScaleReport = { steps: [], seconds: 0 };
  await session.query('begin');
  try {
    for (const statement of sessionFunctionsSql(options.seed)) await session.query(statement);
    const ctx: ScaleContext = await readContext(session, {
      seed: options.seed,
      size,
      engine: options.engine,
      passwordHash: scaleCustomerPasswordHash(options.seed),
    });
    log(`Seeding the ${options.size} data set (seed ${options.seed}) into store ${ctx.storeId}`);
    for (const step of STEPS) {
      const stepStarted = performance.now();
      const rowsWritten = await step.run(ctx);
      const entry = { table: step.table, rows: rowsWritten, seconds: seconds(stepStarted) };
      report.steps.push(entry);
      log(progressLine(entry));
    }
    await session.query('commit');
    const finishing = performance.now();
    await finish(ctx, markerFor(options.size, options.seed));
    const entry = { table: 'sequences, analyze', rows: 0, seconds: seconds(finishing) };
    report.steps.push(entry);
    log(progressLine(entry));
  } catch (error) {
    await session.query('rollback').catch(() => {});
    throw error;
  }
  report.seconds = seconds(started);
  log(`Done in ${report.seconds.toFixed(1)} s`);
  return report;
}

const progressLine = ({ table, rows, seconds: s }: ScaleReport['steps'][number]) =>
  `  ${table.padEnd(26)} ${rows.toLocaleString('en-GB').padStart(11)} rows ${s.toFixed(1).padStart(7)} s`;
