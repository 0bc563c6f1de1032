const createJestConfig = require('@storefront/jest-config');

module.exports = {
  ...createJestConfig(__dirname, { environment: 'node' }),
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  // Each test file boots the API on its own fresh database.
  testTimeout: 30_000,
};
