// Loaded only by a remote's own page, when it runs without the host. Remotes
// are built with externalRuntime and use the federation runtime the host hands
// them; standing alone, this file hands them one instead.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
