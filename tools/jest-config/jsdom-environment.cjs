// jsdom lacks the Fetch API and TextEncoder that React Router's data routers
// use; Node 20 has them, so the test window borrows Node's own. FormData and
// Blob stay jsdom's, because only those understand a <form> element.
const { TestEnvironment } = require('jest-environment-jsdom');

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
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
};
