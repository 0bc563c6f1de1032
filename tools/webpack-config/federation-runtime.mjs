// The federation runtime core, as a file of its own that every page loads
// before its app's entry: the host and each remote are built with
// externalRuntime and use this one copy. Evaluated as a script of its own, its
// start-up is not added to the entry's.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
