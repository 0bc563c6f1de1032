#!/usr/bin/env node
// Totals the records the resilience checks append to <dir>/records.jsonl and
// prints one table: faults survived, hostile inputs tried, 5xx seen.
// Exits 1 when any check failed or any 5xx was seen.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results/resilience';
const file = path.join(dir, 'records.jsonl');
const records = existsSync(file)
  ? readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];

if (records.length === 0) {
  console.log(`Resilience summary: no records in ${file}`);
  process.exit(1);
}

const rows = records.map((record) => ({
  area: record.area,
  check: record.check,
  where: record.source,
  tried: record.tried,
  held: record.tried - record.failed,
  failed: record.failed,
  '5xx': record.fiveXx,
}));
console.log('\nResilience summary');
console.table(rows);

const sum = (key) => records.reduce((total, record) => total + record[key], 0);
const faults = records.filter((record) => record.area === 'fault');
const hostile = records.filter(
  (record) => record.area === 'hostile input' || record.area === 'upload',
);
console.log(
  `faults survived ${faults.reduce((n, r) => n + r.tried - r.failed, 0)}/${faults.reduce((n, r) => n + r.tried, 0)}, ` +
    `hostile inputs tried ${hostile.reduce((n, r) => n + r.tried, 0)}, ` +
    `checks failed ${sum('failed')}, 5xx ${sum('fiveXx')}`,
);
process.exit(sum('failed') > 0 || sum('fiveXx') > 0 ? 1 : 0);
