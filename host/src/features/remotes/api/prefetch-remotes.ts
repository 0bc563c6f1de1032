import { REMOTE_NAMES, type RemoteName } from '@storefront/shared';
import { keepPrefetchedManifest } from './prefetched-manifests';
import { loadRemotePage } from './load-remote-page';
import { prepareRemotes } from './remote-registry';

/** Which remote draws a path: the host's route table (app/routes.ts), which the app hands in. */
export type RemoteForPath = (pathname: string) => RemoteName;

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
}

const prefetched = new Map<RemoteName, Promise<void>>();

function addPrefetchLink(href: string) {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

/** Where a manifest says its remoteEntry.js is. */
function entryUrl(manifest: RemoteManifest, manifestUrl: URL): string {
  const entry = manifest.metaData?.remoteEntry;
  const file = [entry?.path, entry?.name ?? 'remoteEntry.js'].filter(Boolean).join('/');
  return new URL(file, manifestUrl).href;
}

/**
 * Fetches a remote's manifest and its remoteEntry.js into the HTTP cache, at
 * the browser's lowest priority and without running them: no page code, and
 * none of the remote's own copies of shared libraries, which the host's page
 * never uses. The page code comes on intent (startRemotePrefetching). A
 * failure is forgotten: the visit itself shows the error, and a later idle
 * moment or hover tries again.
 */
export function prefetchRemote(name: RemoteName): Promise<void> {
  let done = prefetched.get(name);
  if (!done) {
    done = prepareRemotes()
      .then(async (manifests) => {
        const manifestUrl = new URL(manifests[name], location.href);
        const response = await fetch(manifestUrl);
        if (!response.ok) throw new Error(`${manifestUrl.href} answered ${response.status}`);
        const text = await response.text();
        keepPrefetchedManifest(manifestUrl.href, text);
        addPrefetchLink(entryUrl(JSON.parse(text) as RemoteManifest, manifestUrl));
      })
      .catch(() => {
        prefetched.delete(name);
      });
    prefetched.set(name, done);
  }
  return done;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * A person who asked their browser to save data, or whose connection is 2G,
 * gets nothing fetched ahead: only what they open, when they open it.
 */
export function shouldSaveData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Loads the remote that draws `pathname` and the code of that page (for a
 * remote that loads its pages on demand); settles when both are in. A failure
 * is left to the visit, which shows it and asks again.
 */
export function loadRemoteFor(remoteForPath: RemoteForPath, pathname: string): Promise<void> {
  return loadRemotePage(remoteForPath(pathname), pathname).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A pointer over, or focus on, a link loads and runs the remote behind it and
 * fetches the page's code, so the click finds them ready and only renders.
 * Only on that intent, not when idle: running a remote costs a 150–220 ms task
 * at 4× CPU, which would land on every page's blocking time. For a link into
 * the remote on screen, that remote is already running: only the page is
 * fetched.
 */
const loadRemoteForLink = (remoteForPath: RemoteForPath) => (event: Event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement && link.origin === location.origin)
    void loadRemoteFor(remoteForPath, link.pathname);
};

let listening = false;

/** Hover, focus, press, click and back or forward: each listened to once, however often the prefetching starts. */
function listenForIntent(remoteForPath: RemoteForPath) {
  if (listening) return;
  listening = true;
  const onIntent = loadRemoteForLink(remoteForPath);
  // Hover and focus may come to nothing; they fetch ahead only for a person not saving data.
  const onMaybeIntent = (event: Event) => {
    if (!shouldSaveData()) onIntent(event);
  };
  document.addEventListener('pointerover', onMaybeIntent, { passive: true });
  document.addEventListener('focusin', onMaybeIntent);
  document.addEventListener('pointerdown', onIntent, { passive: true });
  document.addEventListener('click', onIntent, { capture: true, passive: true });
  addEventListener('popstate', () => void loadRemoteFor(remoteForPath, location.pathname));
}

/**
 * Hovering, focusing or pressing a link loads the remote and page behind it.
 * Once the page is idle, the manifests and entries of the other remotes it
 * links to are fetched (bytes only), so the first move into a remote waits
 * for neither. A click
 * with no pointer before it (a script's, or assistive technology's) and a
 * move back or forward start the load before the router renders. With
 * saveData or a 2G connection, only a press or a click fetches anything.
 */
export function startRemotePrefetching(remoteForPath: RemoteForPath): void {
  listenForIntent(remoteForPath);
  if (shouldSaveData()) return;
  const whenIdle = (work: () => void) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(work, { timeout: 5000 })
      : setTimeout(work, 2000);
  // One remote per idle moment, so no idle task grows long.
  let others: RemoteName[] | undefined;
  const prefetchNext = () => {
    others ??= linkedRemotes(remoteForPath);
    const name = others.shift();
    if (name) void prefetchRemote(name).then(() => whenIdle(prefetchNext));
  };
  if (document.readyState === 'complete') whenIdle(prefetchNext);
  else addEventListener('load', () => whenIdle(prefetchNext), { once: true });
}

/**
 * The other remotes the page on screen has links into, once it has drawn:
 * the places a person can go next. A remote nothing here leads to is left
 * until a link to it shows and is hovered, focused or pressed.
 */
function linkedRemotes(remoteForPath: RemoteForPath): RemoteName[] {
  const linked = new Set<RemoteName>();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]'))
    if (link.origin === location.origin) linked.add(remoteForPath(link.pathname));
  linked.delete(remoteForPath(location.pathname));
  return REMOTE_NAMES.filter((name) => linked.has(name));
}

/** Forgets what was prefetched; tests use it to start each case cold. */
export function forgetPrefetchedRemotes(): void {
  prefetched.clear();
}
