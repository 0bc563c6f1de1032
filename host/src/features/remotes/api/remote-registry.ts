import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  ensureRuntimeConfig,
  REMOTE_NAMES,
  type RemoteAppModule,
  type RemoteManifestMap,
  type RemoteName,
} from '@storefront/shared';
import { prefetchedManifests } from './prefetched-manifests';

const REMOTES_URL = '/remotes.json';

function isRemoteManifestMap(value: unknown): value is RemoteManifestMap {
  const map = value as Record<string, unknown> | null;
  return REMOTE_NAMES.every((name) => typeof map?.[name] === 'string');
}

async function fetchRemoteManifestMap(): Promise<RemoteManifestMap> {
  const response = await fetch(REMOTES_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRemoteManifestMap(body))
    throw new Error(`${REMOTES_URL} must name ${REMOTE_NAMES.join(', ')}`);
  return body;
}

let remotesRegistered: Promise<RemoteManifestMap> | null = null;

/**
 * Reads remotes.json once and registers every remote with the federation
 * runtime; answers where each remote's manifest is. A failure is forgotten,
 * so the next attempt tries again.
 */
export function prepareRemotes(): Promise<RemoteManifestMap> {
  remotesRegistered ??= fetchRemoteManifestMap()
    .then((manifests) => {
      registerPlugins([prefetchedManifests()]);
      registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifests[name] })));
      return manifests;
    })
    .catch((error: unknown) => {
      remotesRegistered = null;
      throw error;
    });
  return remotesRegistered;
}

const appLoads = new Map<RemoteName, Promise<RemoteAppModule>>();
const loadedApps = new Map<RemoteName, RemoteAppModule>();

async function fetchRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  // A remote may call the API as soon as it renders, so the API URL must be known first.
  await Promise.all([prepareRemotes(), ensureRuntimeConfig()]);
  const module = await loadRemote<RemoteAppModule>(`${name}/App`);
  if (!module?.default) throw new Error(`The ${name} remote exposes no ./App component`);
  loadedApps.set(name, module);
  return module;
}

/** A remote's './App' if it has already arrived, so it can be drawn without waiting. */
export function loadedRemoteApp(name: RemoteName): RemoteAppModule | undefined {
  return loadedApps.get(name);
}

/** On the server: the remote's server build stands in for what the browser would load. */
export function provideRemoteApp(name: RemoteName, module: RemoteAppModule): void {
  loadedApps.set(name, module);
  appLoads.set(name, Promise.resolve(module));
}

/**
 * Loads a remote's './App', its whole routed area, once; a failure is
 * forgotten, so a retry fetches again.
 */
export function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  let load = appLoads.get(name);
  if (!load) {
    load = fetchRemoteApp(name).catch((error: unknown) => {
      appLoads.delete(name);
      throw error;
    });
    appLoads.set(name, load);
  }
  return load;
}
