// The federation runtime core, as a file of its own that every page loads
// before its app's entry: the host and each remote are built with
// externalRuntime and use this one copy. Evaluated as a script of its own, its
// start-up is not added to the entry's.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/**
 * The page's global object, where every app built with externalRuntime finds the runtime core.
 * @typedef {typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore }} RuntimeCoreGlobal
 */

/** @type {RuntimeCoreGlobal} */ (globalThis)._FEDERATION_RUNTIME_CORE ??= runtimeCore;
