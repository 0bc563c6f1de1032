import { defineConfig } from '@playwright/test';
import { FAKE_STRIPE_URL } from './support/api';
import { CHROMIUM } from './support/chromium';

// The specs listed here may run side by side (project "parallel", on
// E2E_WORKERS workers); then one worker runs every other spec (project "solo"). A spec belongs here only
// when nothing another spec does at the same moment can change what it sees:
// it changes no shared setting or stock that others read (store settings, the
// chocolate's stock), reads no run-wide total (remote loads, the fake Stripe's
// latest event), holds no fixed port another spec serves on, and asserts no
// wall-clock bound a busy second worker would stretch. A new spec lands in
// "solo" unless it is added here, as solo is always safe, only slower
// (docs/testing.md, "Browser tests: two workers, then one").
export const PARALLEL_SPECS = [
  'account.spec.ts',
  'accounts.spec.ts',
  'browser-flags.spec.ts',
  // Not back-office.spec.ts: its phone-width test outran its 30 s beside another worker
  // on a busy machine.
  'card-payments.spec.ts',
  'cart-quantity.spec.ts',
  'cart-server-rendering.spec.ts',
  'checkout-steps.spec.ts',
  'commerce-journey.spec.ts',
  'csp.spec.ts',
  'dashboard-account.spec.ts',
  'dashboard-money.spec.ts',
  'dashboard-orders.spec.ts',
  'discount-codes.spec.ts',
  'duplicate-packages-check.spec.ts',
  'no-library-twice.spec.ts',
  'operator.spec.ts',
  'password-reset.spec.ts',
  'moves-on-intent.spec.ts',
  'phone-width.spec.ts',
  // Books the last open pickup slot, which no other spec books, and claims by that slot;
  // the demo picker is free to use (two-factor.spec.ts makes a picker of its own).
  'picking-journey.spec.ts',
  'releases.spec.ts',
  // Serves on 8090–8093 as faults.spec.ts does, which is solo: never at the same time.
  'remote-down.spec.ts',
  'rendering.spec.ts',
  'request-headers.spec.ts',
  'search.spec.ts',
  'server-rendering.spec.ts',
  'serving.spec.ts',
  'session-ended.spec.ts',
  'shell.spec.ts',
  'shopping.spec.ts',
  'singletons.spec.ts',
  'site-index.spec.ts',
  'slots.spec.ts',
  'staff-roles.spec.ts',
  'store-info.spec.ts',
  'two-factor.spec.ts',
];

// Specs named on the command line (pnpm exec playwright test tests/x.spec.ts,
// as pnpm test:changed runs them) run alone: as a dependency, "parallel" would
// otherwise run whole before a named solo spec. When a solo one is named, the
// named specs run one at a time, so it still never shares the run.
const namedSpecs = process.argv
  .map((arg) => /([^/\\]+\.spec\.ts)(:\d+)*$/.exec(arg)?.[1])
  .filter((name) => name !== undefined);
const namedSolo = namedSpecs.some((name) => !PARALLEL_SPECS.includes(name));

/** The Stripe account the API and the local Stripe-compatible server (testing/fake-stripe) share. */
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: 'whsec_e2e' };

/**
 * How many workers the "parallel" project runs on: 1 unless E2E_WORKERS says
 * more. On CI's two cores, beside the API, the site and lint, a second worker
 * saved about a minute of 16 and stretched a 25 s test past its 30 s
 * (docs/testing.md, "Browser tests: a parallel project, then a solo one").
 */
const parallelWorkers = Number(process.env.E2E_WORKERS ?? 1);

export default defineConfig({
  testDir: './tests',
  workers: namedSolo ? 1 : parallelWorkers,
  projects: [
    { name: 'parallel', testMatch: PARALLEL_SPECS, workers: parallelWorkers },
    {
      name: 'solo',
      testIgnore: PARALLEL_SPECS,
      workers: 1,
      // On more than one worker, starts once every parallel spec has ended; if one
      // of them failed, solo's tests do not run, and count as failed
      // (scripts/summarize-tests.mjs). On one worker no two tests ever overlap,
      // so solo needs no such wait, and one failure does not hide 21 others.
      dependencies: namedSolo || parallelWorkers === 1 ? [] : ['parallel'],
    },
  ],
  // The owner's one sign-in of the run, shared by every worker.
  globalSetup: './global-setup.ts',
  retries: 0,
  timeout: 30_000,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL: 'http://localhost:8080',
    launchOptions: CHROMIUM,
    // No trace by default: recording one snapshots every action of every test,
    // and on a run of 4 specs it cost 18 % of the wall time (171 s against 140 s),
    // while CI keeps no files. To see a failure, run that spec again with
    // `--trace retain-on-failure` (docs/testing.md).
    trace: 'off',
  },
  // The composed production build (pnpm build compiles the API too), each app
  // on its own origin, and the API on a fresh in-memory database, so every run
  // starts from the same seed.
  webServer: [
    {
      command: 'node ../testing/fake-stripe/server.mjs',
      url: `${FAKE_STRIPE_URL}/__fake/events`,
      env: {
        ...STRIPE,
        FAKE_STRIPE_PORT: new URL(FAKE_STRIPE_URL).port,
        FAKE_STRIPE_WEBHOOK_URL: 'http://localhost:3000/api/payments/stripe/webhook',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'node ../api/dist/server.js',
      url: 'http://localhost:3000/api/stores/38',
      // Short OTP timings, so expiry and the resend wait happen within a test.
      env: {
        PGLITE_DIR: 'memory',
        // The tests sign in as the demo accounts and read texted codes from the dev outbox.
        DEMO_ACCOUNTS: 'published',
        DEV_OUTBOX: 'true',
        AUTH_RATE_LIMIT: '1000',
        // Cheaper password hashes: at the production cost (2^17, 128 MiB each) a
        // sign-in queued behind a few registrations took 5.6 s on a busy 2-core
        // machine and outlasted the tests' waits. The API's own tests check the
        // production cost, and config.ts refuses anything below it in production.
        PASSWORD_HASH_COST: '12',
        LOG_LEVEL: 'warn',
        OTP_TTL_SECONDS: '8',
        OTP_RESEND_SECONDS: '3',
        // Card payments against the local server that answers as Stripe does.
        ...STRIPE,
        STRIPE_API_URL: FAKE_STRIPE_URL,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node ../server/dist/serve-all.js',
      url: 'http://localhost:8080/remotes.json',
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
