import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import {
  ensureRuntimeConfig,
  REMOTE_NAMES,
  requestHeaders,
  type RemoteAppModule,
  type RemoteManifestMap,
  type RemoteName,
} from '@storefront/shared';
import { withDevOverride } from './dev-override';
import { measured } from './load-figures';

const REMOTES_URL = '/remotes.json';

/**
 * What the page knows of one remote. Each step runs at most once at a time,
 * and a failed one is forgotten, so the next ask (a retry, a later hover)
 * tries again.
 */
interface RemoteState {
  /** Its manifest and remoteEntry.js, being fetched as bytes or fetched. */
  prefetch?: Promise<void>;
  /** The manifest's text, fetched ahead, for the federation runtime to use once. */
  manifest?: { url: string; text: string };
  /** Its './App', being loaded or loaded. */
  load?: Promise<RemoteAppModule>;
  /** Its './App' once it has arrived, to draw without waiting. */
  app?: RemoteAppModule;
}

/**
 * The loader's one cache: remotes.json, being registered and once registered
 * (which version of each remote this page loads), and each remote's state.
 */
const cache: {
  registered?: Promise<NamedRemotes>;
  manifests?: NamedRemotes;
  remotes: Map<RemoteName, RemoteState>;
} = { remotes: new Map() };

const stateOf = (name: RemoteName): RemoteState => {
  let state = cache.remotes.get(name);
  if (!state) cache.remotes.set(name, (state = {}));
  return state;
};

const absolute = (url: string) => new URL(url, location.href).href;

/**
 * The remotes remotes.json names. One it leaves out (a deploy that has not
 * added a new remote yet) fails alone, when its pages are opened, with the
 * remote's own error; the others load as usual.
 */
type NamedRemotes = Partial<RemoteManifestMap>;

const namesAnyRemote = (value: unknown): value is NamedRemotes =>
  REMOTE_NAMES.some((name) => typeof (value as NamedRemotes | null)?.[name] === 'string');

async function fetchRemoteManifestMap(): Promise<NamedRemotes> {
  const response = await fetch(REMOTES_URL, {
    cache: 'no-store',
    headers: requestHeaders(REMOTES_URL),
  });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!namesAnyRemote(body)) throw new Error(`${REMOTES_URL} must name ${REMOTE_NAMES.join(', ')}`);
  // Only a development build points a remote at a developer's own server
  // (README, "Developing"); a production build drops this line and the module.
  if (process.env.NODE_ENV === 'development') return withDevOverride(body);
  return body;
}

/**
 * How long to wait before each new try of a remote that failed to arrive: a
 * dropped connection or a server restarting is over within a second or two,
 * and a remote that stays down shows its error after about 1.75 s. Every try
 * fetches afresh: the federation runtime and webpack forget a manifest, an
 * entry or a chunk that failed.
 */
export const RETRY_DELAYS_MS = [250, 500, 1000];

async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await run();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return run();
}

/**
 * Answers the federation runtime's request for a manifest fetched while the
 * page was idle, instead of asking the server again (the first move into a
 * remote waited for that answer: docs/performance.md). Each is used once, so
 * a retry after a failure asks the server; a remote redeployed in between is
 * caught by the reload on missing chunks.
 */
const prefetchedManifests: ModuleFederationRuntimePlugin = {
  name: 'prefetched-manifests',
  fetch(url) {
    const key = absolute(url);
    for (const state of cache.remotes.values()) {
      if (state.manifest?.url !== key) continue;
      const { text } = state.manifest;
      state.manifest = undefined;
      return Promise.resolve(
        new Response(text, { headers: { 'Content-Type': 'application/json' } }),
      );
    }
    return undefined;
  },
};

/** Reads remotes.json once and registers every remote with the federation runtime. */
function registered(): Promise<NamedRemotes> {
  cache.registered ??= fetchRemoteManifestMap()
    .then((manifests) => {
      cache.manifests = manifests;
      registerPlugins([prefetchedManifests]);
      registerRemotes(
        REMOTE_NAMES.filter((name) => manifests[name]).map((name) => ({
          name,
          entry: manifestOf(name, manifests),
        })),
      );
      return manifests;
    })
    .catch((error: unknown) => {
      cache.registered = undefined;
      throw error;
    });
  return cache.registered;
}

/**
 * One step of a remote (prefetch or load), shared by every ask while it runs
 * and once it has succeeded; a failure is forgotten, so the next ask tries again.
 */
function once<Step extends 'prefetch' | 'load'>(
  state: RemoteState,
  step: Step,
  run: () => NonNullable<RemoteState[Step]>,
): NonNullable<RemoteState[Step]> {
  const running = state[step];
  if (running) return running;
  const started = run();
  state[step] = started;
  started.catch(() => {
    if (state[step] === started) state[step] = undefined;
  });
  return started;
}

/** Where remotes.json says `name`'s manifest is; throws, naming it, when it names none. */
function manifestOf(name: RemoteName, manifests: NamedRemotes): string {
  const url = manifests[name];
  if (typeof url !== 'string') throw new Error(`${REMOTES_URL} names no ${name} remote`);
  return url;
}

/**
 * The remotes registered and the API's URL known: a remote's code may call
 * the API as soon as it runs.
 */
const remotesReady = () => Promise.all([registered(), ensureRuntimeConfig()]);

/**
 * Fetches a remote's manifest, kept for the runtime's first ask
 * (prefetchedManifests): no script at all. Its remoteEntry.js waits for a
 * person's intent (a hover, focus or press: intent-listeners.ts), so a page
 * nobody leaves for another remote costs no bytes of it (docs/performance.md).
 * A failure is forgotten, not thrown: the visit itself shows it.
 *
 * Not the runtime's preloadRemote: in @module-federation/runtime-core 2.9 it
 * loads and runs remoteEntry.js (waitForRemoteEntryPreload → getRemoteEntry
 * in utils/preload.js) and preloads the chunks at high priority, which is the
 * work on idle this avoids: running a remote is a long task that would land
 * on every page's blocking time (docs/bench.md, "Tried and dropped").
 */
export function prefetch(name: RemoteName): Promise<void> {
  const state = stateOf(name);
  const fetched = once(state, 'prefetch', async () => {
    const manifestUrl = absolute(manifestOf(name, await registered()));
    const response = await fetch(manifestUrl);
    if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
    const text = await response.text();
    state.manifest = { url: manifestUrl, text };
  });
  return fetched.catch(() => undefined);
}

/**
 * Loads a remote's './App', its whole routed area, and the code of the page
 * it opens at `pathname` (for a remote that loads its pages on demand);
 * settles when both are in. Rejects when the remote fails; a page that fails
 * is left to the remote, which shows that error itself.
 */
export async function load(name: RemoteName, pathname: string): Promise<RemoteAppModule> {
  const state = stateOf(name);
  const app = await once(state, 'load', () =>
    measured(
      name,
      () => cache.manifests?.[name],
      () =>
        withRetries(async () => {
          manifestOf(name, (await remotesReady())[0]);
          const module = await loadRemote<RemoteAppModule>(`${name}/App`);
          if (!module?.default) throw new Error(`The ${name} remote exposes no ./App component`);
          state.app = module;
          return module;
        }),
    ),
  );
  await Promise.resolve(app.preload?.(pathname)).catch(() => undefined);
  return app;
}

/**
 * Another module a remote exposes, such as the storefront's './cart', for the
 * apps that reach across (shared's loadExposed). The runtime keeps each once
 * loaded; a failure rejects, and the next ask tries again.
 */
export function loadExposed(name: RemoteName, exposed: string): Promise<unknown> {
  return withRetries(async () => {
    await remotesReady();
    return loadRemote(`${name}/${exposed.replace(/^\.\//, '')}`);
  });
}

/** A remote's './App' if it has already arrived, so it can be drawn without waiting. */
export function loaded(name: RemoteName): RemoteAppModule | undefined {
  return cache.remotes.get(name)?.app;
}

/** On the server: the remote's server build stands in for what the browser would load. */
export function provide(name: RemoteName, module: RemoteAppModule): void {
  const state = stateOf(name);
  state.app = module;
  state.load = Promise.resolve(module);
}

/** Forgets everything; tests use it to start each case cold. */
export function forgetRemotes(): void {
  cache.registered = undefined;
  cache.manifests = undefined;
  cache.remotes.clear();
}
