import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export type ResilienceArea =
  | 'fault'
  | 'hostile input'
  | 'authorization'
  | 'auth and session'
  | 'upload'
  | 'rendering'
  | 'concurrency'
  | 'load';

/** One line of the resilience summary: what was tried, and how much of it did not hold. */
export interface ResilienceRecord {
  area: ResilienceArea;
  check: string;
  tried: number;
  failed: number;
  fiveXx: number;
}

/**
 * Prints the record, and appends it to $RESILIENCE_REPORT_DIR/records.jsonl
 * when that is set, for scripts/resilience-summary.mjs to total.
 */
export function recordResilience(record: ResilienceRecord): void {
  console.log(
    `[resilience] ${record.area}: ${record.check} — tried ${record.tried}, failed ${record.failed}, 5xx ${record.fiveXx}`,
  );
  const dir = process.env.RESILIENCE_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  appendFileSync(
    path.join(dir, 'records.jsonl'),
    `${JSON.stringify({ ...record, source: `api (${database})` })}\n`,
  );
}
