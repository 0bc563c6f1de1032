// One jest setup for every package: ts-jest compiles each file on its own
// (type checking is `tsc --noEmit`'s job), in jsdom, with jest-dom matchers.
const path = require('node:path');

/** @import { Config } from 'jest' */

/**
 * @param {string} packageDir
 * @param {{ environment?: 'jsdom' | 'node' }} [options]
 * @returns {Config}
 */
module.exports = function createJestConfig(packageDir, options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    rootDir: packageDir,
    // One worker per core: jest's default leaves one core free, which on
    // CI's 2-core machine means one file at a time while the front ends'
    // suites run alone (measured: remote-dashboard 83 s with one, see docs/testing.md).
    maxWorkers: '100%',
    testEnvironment:
      environment === 'jsdom' ? path.join(__dirname, 'jsdom-environment.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.tsx?$': [
        require.resolve('ts-jest'),
        {
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'node',
            esModuleInterop: true,
            isolatedModules: true,
            target: 'ES2022',
          },
        },
      ],
    },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
    // setup-dom.cjs finds the package's own Testing Library from here.
    globals: { STOREFRONT_PACKAGE_DIR: packageDir },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : [],
  };
};
