#!/usr/bin/env node
// Totals every suite's results into the one closing line CI reads:
// "N passed, N failed". A suite that left no results counts as one failure.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stageTimings, timingTable } from './lib/stage-timings.mjs';
import { jestTestNames, playwrightTestNames } from './lib/test-names.mjs';

const dir = process.argv[2] ?? 'test-results';
const JEST_PACKAGES = [
  'shared',
  'ui',
  'host',
  'remote-storefront',
  'remote-verify',
  'remote-dashboard',
  'remote-operator',
  // the site's server (server/)
  'server',
  // tools' and testing's node:test suites, counted by scripts/lib/count-tests-reporter.mjs
  'tools',
  'api',
  'api-postgres',
  'cluster',
];
const CHECKS = [
  'typecheck',
  'doc-links',
  'doc-links-test',
  'lint',
  'format',
  'build',
  'entry-bytes',
  'load',
  'resilience',
];

const rows = [];
/** @type {{ failed: string[], flaky: string[] }} */
const names = { failed: [], flaky: [] };
/** @param {{ failed: string[], flaky: string[] }} found */
const collect = (found) => {
  names.failed.push(...found.failed);
  names.flaky.push(...found.flaky);
};
const read = (file) => {
  const full = path.join(dir, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : null;
};

for (const name of JEST_PACKAGES) {
  const result = read(`jest-${name}.json`);
  if (!result) rows.push({ suite: `jest ${name}`, passed: 0, failed: 1, note: 'no results' });
  else {
    collect(jestTestNames(result, process.cwd()));
    rows.push({
      suite: `jest ${name}`,
      passed: result.numPassedTests,
      // A file that fails to compile has no failed test, only a failed suite.
      failed: result.numFailedTests + result.numRuntimeErrorTestSuites,
    });
  }
}

for (const name of CHECKS) {
  const result = read(`check-${name}.json`);
  rows.push({ suite: name, passed: result?.passed ? 1 : 0, failed: result?.passed ? 0 : 1 });
}

const e2e = read('e2e.json');
if (!e2e) rows.push({ suite: 'e2e', passed: 0, failed: 1, note: 'no results' });
else {
  collect(playwrightTestNames(e2e));
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = e2e.stats ?? {};
  // A skipped browser test is a behaviour nobody checked, so it counts as failed.
  rows.push({
    suite: 'e2e',
    passed: expected,
    failed: unexpected + flaky + skipped + (e2e.errors?.length ?? 0),
  });
}

console.log('\nSuite results');
for (const row of rows) {
  console.log(
    `  ${row.suite.padEnd(24)} ${String(row.passed).padStart(4)} passed ${String(row.failed).padStart(3)} failed${row.note ? ` (${row.note})` : ''}`,
  );
}
listNames('Failed', names.failed);
// Retries stay off (a flake is fixed, not retried); should one be switched on,
// what passed only on a retry is named here and counted as failed above.
listNames('Passed only on a retry', names.flaky);
const timings = stageTimings(dir);
writeFileSync(path.join(dir, 'timings.json'), `${JSON.stringify(timings, null, 2)}\n`);
console.log(timingTable(timings));
/** @param {string} heading @param {string[]} list */
function listNames(heading, list) {
  if (list.length === 0) return;
  const SHOWN = 40;
  console.log(`\n${heading} (${list.length})`);
  for (const name of list.slice(0, SHOWN)) console.log(`  ${name}`);
  if (list.length > SHOWN) console.log(`  … and ${list.length - SHOWN} more`);
}

const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
