import vm from 'node:vm';
import type { ServerRemoteAppModule } from '@storefront/shared';

/**
 * Runs a remote's server build, a CommonJS file, handing it the host's shared
 * packages by name, as the federation runtime hands them to its browser build.
 * A package the host does not share is an error, not a second copy.
 */
export function evaluateServerBuild(
  code: string,
  filename: string,
  sharedModules: Readonly<Record<string, unknown>>,
): ServerRemoteAppModule {
  const module = { exports: {} as ServerRemoteAppModule };
  const require = (name: string) => {
    if (!Object.hasOwn(sharedModules, name)) {
      throw new Error(`${filename} requires ${name}, which the host does not share`);
    }
    return sharedModules[name];
  };
  const wrapper = vm.runInThisContext(`(function (module, exports, require) {${code}\n})`, {
    filename,
  }) as (
    module: { exports: unknown },
    exports: unknown,
    require: (name: string) => unknown,
  ) => void;
  wrapper(module, module.exports, require);
  return module.exports;
}
