// What the federation plugin's generated entry imports as the bundler runtime
// (webpack-bundler-runtime's bundler.js), in every app's build. Its functions
// hold no state of their own (each is handed the container's webpack require),
// so they come once per page from federation-runtime.js, which put them on the
// global object; each container still gets its own federation object, share
// scope record and runtime API (loadRemote and the rest keep the instance of
// the app that calls them).
import * as runtime from '@module-federation/enhanced/runtime';

/**
 * What federation-runtime.js put on the page's global object.
 * @typedef {typeof globalThis & { _FEDERATION_BUNDLER_RUNTIME: {
 *   bundlerRuntime: Record<string, unknown>,
 *   attachShareScopeMap: unknown,
 * } }} BundlerRuntimeGlobal
 */

const { bundlerRuntime, attachShareScopeMap } = /** @type {BundlerRuntimeGlobal} */ (globalThis)
  ._FEDERATION_BUNDLER_RUNTIME;

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...bundlerRuntime, S: {} },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
