const config = require('@storefront/jest-config')(__dirname);

module.exports = {
  ...config,
  setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/src/testing/load-all-pages.ts'],
};
