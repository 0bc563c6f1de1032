#!/usr/bin/env node
// `pnpm test:changed [--base <ref>]`: the quick loop (README, "Tests"). Runs the
// tests touched by the working tree's changes (against HEAD, or against
// <ref>, say main, to cover a branch's commits too): the plan comes from
// scripts/lib/changed-tests.mjs, and is printed before it runs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SPECS_BY_APP } from '../e2e/specs-by-app.mjs';
import { planTests } from './lib/changed-tests.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { base: { type: 'string', default: 'HEAD' } } });
const base = /** @type {string} */ (values.base);

const git = (/** @type {string[]} */ ...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(path.join(root, file)));

const apiTestFiles = readdirSync(path.join(root, 'api/test'))
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `test/${file}`);
const plan = planTests(changed, {
  apiTestFiles,
  specsByApp: SPECS_BY_APP,
  toolTests: (dir) =>
    existsSync(path.join(root, dir)) &&
    readdirSync(path.join(root, dir)).some((file) => file.endsWith('.test.mjs')),
});

/** Built output each app's browser tests are served from. */
const DIST_OF = {
  host: 'host/dist/index.html',
  'remote-storefront': 'remote-storefront/dist/mf-manifest.json',
  'remote-verify': 'remote-verify/dist/mf-manifest.json',
  'remote-dashboard': 'remote-dashboard/dist/mf-manifest.json',
  'remote-operator': 'remote-operator/dist/mf-manifest.json',
  api: 'api/dist/server.js',
  server: 'server/dist/serve-all.js',
};
// The browser tests need every app built: a missing one is built too.
const build =
  plan.specs.length === 0
    ? []
    : Object.keys(DIST_OF).filter(
        (app) =>
          plan.build.includes(app) ||
          !existsSync(path.join(root, DIST_OF[/** @type {keyof DIST_OF} */ (app)])),
      );

console.log(`Changed against ${base}: ${changed.length} file(s).`);
/** @type {Array<{ title: string, command: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv }>} */
const steps = [];
for (const { pkg, all } of plan.unit)
  steps.push({
    title: `unit tests: ${pkg} (${all ? 'all, shared changed' : `related to changes since ${base}`})`,
    command: 'pnpm',
    args: [
      '--dir',
      pkg,
      'test',
      '--ci',
      ...(all ? [] : ['--changedSince', base, '--passWithNoTests']),
    ],
  });
for (const glob of plan.nodeTests)
  steps.push({
    title: `node tests: ${glob}`,
    command: 'bash',
    args: ['-c', `node --test ${glob}`],
  });
// A moved heading or file breaks links from any page: all of them are read again.
if (changed.some((file) => file.endsWith('.md') || file.startsWith('scripts/check-doc-links')))
  steps.push({
    title: 'documentation links',
    command: 'bash',
    args: [
      '-c',
      'node scripts/check-doc-links.mjs && node --test scripts/check-doc-links.test.mjs',
    ],
  });
if (plan.apiTests === 'all' || plan.apiTests.length > 0)
  steps.push({
    title: `API tests on embedded PGlite: ${plan.apiTests === 'all' ? 'all (a test helper changed)' : plan.apiTests.join(' ')}`,
    command: 'bash',
    // Redis for the tests of shared limits and caches, started as npm test does.
    args: [
      '-c',
      'source scripts/lib/ensure-tools.sh && ensure_redis >/dev/null && TEST_DATABASE_URL= pnpm --dir api test --ci "$@"',
      'api-tests',
      ...(plan.apiTests === 'all' ? [] : plan.apiTests),
    ],
  });
for (const file of plan.apiUnmatched)
  console.log(
    `  No API test file is named after ${file}: run pnpm --dir api test for all of them.`,
  );
if (build.length > 0)
  steps.push({
    title: `build for the browser tests: ${build.join(', ')}`,
    command: 'pnpm',
    args: ['-r', ...build.flatMap((app) => ['--filter', `./${app}`]), 'run', 'build'],
  });
if (plan.specs.length > 0)
  steps.push({
    title: `browser tests: ${plan.specs.join(' ')}`,
    command: 'pnpm',
    args: ['exec', 'playwright', 'test', ...plan.specs.map((spec) => `tests/${spec}`)],
    cwd: path.join(root, 'e2e'),
    // Its own servers, as in CI: never a dev's running ones on the same ports.
    env: { ...process.env, CI: 'true' },
  });

if (steps.length === 0) {
  console.log('No tests cover these changes (documentation or configuration only).');
  process.exit(0);
}
console.log(steps.map(({ title }) => `  · ${title}`).join('\n'));

const started = Date.now();
const failed = [];
for (const step of steps) {
  console.log(`\n── ${step.title}`);
  const { status } = spawnSync(step.command, step.args, {
    cwd: step.cwd ?? root,
    env: step.env ?? process.env,
    stdio: 'inherit',
  });
  if (status !== 0) failed.push(step.title);
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\ntest:changed: ${steps.length - failed.length} of ${steps.length} step(s) passed in ` +
    `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` +
    (failed.length ? `; failed: ${failed.join('; ')}` : '') +
    '. Run npm test for everything before you land.',
);
process.exit(failed.length ? 1 : 0);
