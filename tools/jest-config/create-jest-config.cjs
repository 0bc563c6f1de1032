// One jest setup for every package: SWC compiles each file on its own (type
// checking is `tsc --noEmit`'s job), in jsdom, with jest-dom matchers.
const path = require('node:path');

/**
 * @swc/jest's transform for one syntax: CommonJS for jest's module system and
 * React's automatic JSX runtime. SWC hoists jest.mock() above the imports as
 * ts-jest did; a cold run of remote-operator's suite took 110 s of CPU instead
 * of ts-jest's 130 s (2026-12-04). Its exports cannot be redefined, so a test
 * replaces a module's function with jest.mock(), not jest.spyOn().
 * @param {'typescript' | 'tsx' | 'ecmascript'} syntax
 * @returns {[string, object]}
 */
function swc(syntax) {
  return [
    require.resolve('@swc/jest'),
    {
      jsc: {
        parser:
          syntax === 'ecmascript'
            ? { syntax: 'ecmascript' }
            : { syntax: 'typescript', tsx: syntax === 'tsx' },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ];
}

/** @import { Config } from 'jest' */

/**
 * @param {string} packageDir
 * @param {{ environment?: 'jsdom' | 'node' }} [options]
 * @returns {Config}
 */
function createJestConfig(packageDir, options = {}) {
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
      '^.+\\.ts$': swc('typescript'),
      '^.+\\.tsx$': swc('tsx'),
    },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
    // setup-dom.cjs finds the package's own Testing Library from here.
    globals: { STOREFRONT_PACKAGE_DIR: packageDir },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : [],
  };
}

module.exports = createJestConfig;
module.exports.swc = swc;
