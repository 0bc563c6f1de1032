// jsdom lacks the Fetch API and TextEncoder that React Router's data routers
// use; Node 20 has them, so the test window borrows Node's own. FormData and
// Blob stay jsdom's, because only those understand a <form> element.
const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * @typedef {ConstructorParameters<typeof TestEnvironment>} EnvironmentArguments jest's project
 *   config and the test file's context
 */

/** @type {(keyof typeof globalThis)[]} */
const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

module.exports = class JsdomWithFetchEnvironment extends TestEnvironment {
  /** @param {EnvironmentArguments[0]} config @param {EnvironmentArguments[1]} context */
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      // The name varies, which the window's type cannot follow: it is written as a record.
      if (globalThis[name] !== undefined)
        /** @type {Record<string, unknown>} */ (this.global)[name] = globalThis[name];
    }
  }
};
