import type { RemoteName } from '../contracts/remote-app';

type LoadExposed = (remote: RemoteName, exposed: string) => Promise<unknown>;

let loader: LoadExposed | null = null;

/**
 * The host hands over its remote loader at start, so an app can reach what
 * another exposes (the dashboard adds to the storefront's './cart') without
 * knowing where that remote is deployed. The previous one is handed back.
 */
export function provideExposedModules(load: LoadExposed | null): LoadExposed | null {
  const previous = loader;
  loader = load;
  return previous;
}

/**
 * A module another remote exposes, such as loadExposed('storefront', './cart').
 * Rejects when no host provides remotes (a remote run on its own) or the
 * remote fails: callers say so where the customer acted.
 */
export function loadExposed<Module>(remote: RemoteName, exposed: string): Promise<Module> {
  if (!loader) {
    return Promise.reject(new Error(`Nothing loads ${remote}'s ${exposed} on this page`));
  }
  return loader(remote, exposed) as Promise<Module>;
}
