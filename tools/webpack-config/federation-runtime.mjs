// The federation runtime core, as a file of its own that every page loads
// before its app's entry: the host and each remote are built with
// externalRuntime and use this one copy. Evaluated as a script of its own, its
// start-up is not added to the entry's. The bundler runtime's functions come
// with it, once per page, for every app's entry (bundler-runtime.mjs).
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import * as bundlerRuntimeModule from '@module-federation/runtime-tools/webpack-bundler-runtime';

/**
 * The bundler runtime's federation object, of which these two are passed on
 * (its typings declare it as {}).
 * @typedef {{ bundlerRuntime: Record<string, unknown>, attachShareScopeMap: unknown }} BundlerFederation
 */

/**
 * The page's global object, where every app built with externalRuntime finds
 * the runtime core, and every app's entry the bundler runtime.
 * @typedef {typeof globalThis & {
 *   _FEDERATION_RUNTIME_CORE?: typeof runtimeCore,
 *   _FEDERATION_BUNDLER_RUNTIME?: BundlerFederation,
 * }} RuntimeCoreGlobal
 */

const { bundlerRuntime, attachShareScopeMap } = /** @type {{ default: BundlerFederation }} */ (
  /** @type {unknown} */ (bundlerRuntimeModule)
).default;
const page = /** @type {RuntimeCoreGlobal} */ (globalThis);
page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
page._FEDERATION_BUNDLER_RUNTIME ??= { bundlerRuntime, attachShareScopeMap };
