import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** The browser side of api/test/resilience/report.ts: same record, same file. */
export function recordResilience(record: {
  area: 'fault' | 'rendering' | 'hostile input';
  check: string;
  tried: number;
  failed: number;
  fiveXx: number;
}): void {
  console.log(
    `[resilience] ${record.area}: ${record.check} — tried ${record.tried}, failed ${record.failed}, 5xx ${record.fiveXx}`,
  );
  const dir = process.env.RESILIENCE_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(
    path.join(dir, 'records.jsonl'),
    `${JSON.stringify({ ...record, source: 'browser' })}\n`,
  );
}
