const createJestConfig = require('@storefront/jest-config');

const base = createJestConfig(__dirname, { environment: 'node' });

// Fastify 5's inject (cookie 2), Swagger UI's static files (content-disposition 3)
// and otplib's audited crypto and base32 (@noble/hashes 2, @scure/base 2) ship
// only as ESM. Node 20 loads them, but jest's module system cannot require
// ESM, so jest compiles these few packages to CommonJS first.
const ESM_ONLY_DEPENDENCIES = ['content-disposition', 'cookie', '@noble/hashes', '@scure/base'];
const esmOnly = ESM_ONLY_DEPENDENCIES.join('|');
// pnpm's store folder writes a scope's slash as '+': .pnpm/@scure+base@2.4.0/
const esmOnlyInStore = ESM_ONLY_DEPENDENCIES.map((name) => name.replace('/', '\\+')).join('|');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  transform: {
    ...base.transform,
    [`/node_modules/(${esmOnly})/.+\\.js$`]: createJestConfig.swc('ecmascript'),
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/(${esmOnlyInStore})@|(${esmOnly})/))`],
  // Each test file boots the API on its own database, a copy of one migrated
  // and seeded template that the run makes first.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30_000,
};
