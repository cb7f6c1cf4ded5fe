// The standalone page of a remote (its own dev server or dist/index.html) has no shell to provide
// the federation runtime core its build leaves out (`experiments.externalRuntime`): this script,
// loaded before `main`, provides it the way the shell's inject-external-runtime-core plugin does.
import * as runtimeCore from '@module-federation/runtime-core';

if (!globalThis._FEDERATION_RUNTIME_CORE) globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
