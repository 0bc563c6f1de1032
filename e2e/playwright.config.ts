import { defineConfig } from '@playwright/test';
import { FAKE_STRIPE_URL } from './support/api';

// Debian's Chromium, never a downloaded one; flags keep it off the closed network.
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The Stripe account the API and the local Stripe-compatible server (testing/fake-stripe) share. */
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_WEBHOOK_SECRET: 'whsec_e2e' };

export default defineConfig({
  testDir: './tests',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL: 'http://localhost:8080',
    launchOptions: CHROMIUM,
    trace: 'retain-on-failure',
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
