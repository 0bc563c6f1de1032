// Which browser tests exercise each app, for `pnpm test:changed`
// (scripts/test-changed.mjs): a change to an app runs its specs. A spec is
// listed under every app whose code it mainly drives; `npm test` runs them all
// whatever this says. scripts/lib/test-changed.test.mjs checks that every
// spec in tests/ is listed here, so a new one cannot be left out.

/** @type {Record<'host' | 'remote-storefront' | 'remote-verify' | 'remote-dashboard' | 'remote-operator' | 'api' | 'server', string[]>} */
export const SPECS_BY_APP = {
  host: [
    'accounts.spec.ts',
    // The browser every spec runs in: its flags (playwright.config.ts).
    'browser-flags.spec.ts',
    'csp.spec.ts',
    'duplicate-packages-check.spec.ts',
    // Mostly the host's loader: slow, redeployed and mismatched remotes (and the API down under them).
    'faults.spec.ts',
    'no-library-twice.spec.ts',
    'phone-width.spec.ts',
    'releases.spec.ts',
    'remote-down.spec.ts',
    'remote-retry.spec.ts',
    'request-headers.spec.ts',
    'serving.spec.ts',
    'session-ended.spec.ts',
    'shell.spec.ts',
    'singletons.spec.ts',
    'site-index.spec.ts',
  ],
  'remote-storefront': [
    'card-payments.spec.ts',
    'cart-quantity.spec.ts',
    'cart-server-rendering.spec.ts',
    'checkout-steps.spec.ts',
    'commerce-journey.spec.ts',
    'discount-codes.spec.ts',
    'live-stock.spec.ts',
    'moves-on-intent.spec.ts',
    'search.spec.ts',
    'server-rendering.spec.ts',
    'shopping.spec.ts',
    'slots.spec.ts',
    'staff-roles.spec.ts',
    'store-info.spec.ts',
    'store-settings.spec.ts',
    'two-factor.spec.ts',
  ],
  'remote-verify': ['verify.spec.ts'],
  'remote-dashboard': [
    'account.spec.ts',
    'dashboard-account.spec.ts',
    'dashboard-money.spec.ts',
    'dashboard-orders.spec.ts',
    'picking-journey.spec.ts',
    'rendering.spec.ts',
  ],
  'remote-operator': [
    'back-office.spec.ts',
    'card-payments.spec.ts',
    'camera-scan.spec.ts',
    'commerce-journey.spec.ts',
    'discount-codes.spec.ts',
    'operator.spec.ts',
    'phone-width.spec.ts',
    'picking-journey.spec.ts',
    'rendering.spec.ts',
    'slots.spec.ts',
    'staff-roles.spec.ts',
    'store-settings.spec.ts',
    'two-factor.spec.ts',
  ],
  api: [
    'back-office.spec.ts',
    'default-start.spec.ts',
    'page-cache-news.spec.ts',
    'password-reset.spec.ts',
    'picking-journey.spec.ts',
    'staff-roles.spec.ts',
    'two-factor.spec.ts',
  ],
  // The site's server (server/): headers, drawn pages, cookies, the canary, the site index.
  server: [
    'cart-server-rendering.spec.ts',
    'csp.spec.ts',
    'page-cache-news.spec.ts',
    'releases.spec.ts',
    'remote-down.spec.ts',
    'request-headers.spec.ts',
    'server-rendering.spec.ts',
    'serving.spec.ts',
    'site-index.spec.ts',
  ],
};
