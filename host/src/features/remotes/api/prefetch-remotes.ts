import { REMOTE_NAMES, type RemoteName } from '@storefront/shared';
import { remoteForPath } from './remote-for-path';
import { keepPrefetchedManifest } from './prefetched-manifests';
import { loadRemotePage } from './load-remote-page';
import { prepareRemotes } from './remote-registry';

interface RemoteManifest {
  exposes?: Array<{ name: string; assets: { js: { sync: string[]; async?: string[] } } }>;
}

const prefetched = new Map<RemoteName, Promise<void>>();

function addPrefetchLinks(hrefs: string[]) {
  const links = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

/**
 * Fetches a remote's entry and the scripts of its ./App (those it loads at
 * once and those its pages load on demand) into the HTTP cache,
 * at the browser's lowest priority and without running them, so the first
 * visit does not wait for the network. A failure is forgotten: the visit
 * itself shows the error, and a later hover tries again.
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
        const manifest = JSON.parse(text) as RemoteManifest;
        keepPrefetchedManifest(manifestUrl.href, text);
        const app = manifest.exposes?.find((expose) => expose.name === 'App');
        // async: the pages a remote loads on demand, so the first visit to each waits for no network either.
        const scripts = [...(app?.assets.js.sync ?? []), ...(app?.assets.js.async ?? [])];
        addPrefetchLinks(
          ['remoteEntry.js', ...scripts].map((file) => new URL(file, manifestUrl).href),
        );
      })
      .catch(() => {
        prefetched.delete(name);
      });
    prefetched.set(name, done);
  }
  return done;
}

/**
 * Loads the remote that draws `pathname` and the code of that page (for a
 * remote that loads its pages on demand); settles when both are in. A failure
 * is left to the visit, which shows it and asks again.
 */
export function loadRemoteFor(pathname: string): Promise<void> {
  return loadRemotePage(remoteForPath(pathname), pathname).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A pointer over, or focus on, a link loads and runs the remote behind it and
 * fetches the page's code, so the click finds them ready and only renders
 * (bench: first move into the dashboard 501 → 55 ms, bench medians). Only on
 * that intent, not when idle: running a remote costs a 150–220 ms task at 4×
 * CPU, which would land on every page's blocking time. For a link into the
 * remote on screen, that remote is already running: only the page is fetched.
 */
function loadRemoteForLink(event: Event) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement && link.origin === location.origin)
    void loadRemoteFor(link.pathname);
}

/**
 * Hovering, focusing or pressing a link into another remote loads that
 * remote, and once the page is idle every other remote is prefetched (bytes
 * only), so the first move into a remote waits for neither its manifest nor
 * its scripts. A click with no pointer before it (a script's, or assistive
 * technology's) and a move back or forward start the load before the router
 * renders, rather than when the route first does. A failure waits for the
 * visit, which shows it and retries.
 */
export function startRemotePrefetching(): void {
  document.addEventListener('pointerover', loadRemoteForLink, { passive: true });
  document.addEventListener('pointerdown', loadRemoteForLink, { passive: true });
  document.addEventListener('focusin', loadRemoteForLink);
  document.addEventListener('click', loadRemoteForLink, { capture: true, passive: true });
  addEventListener('popstate', () => void loadRemoteFor(location.pathname));
  const whenIdle = (work: () => void) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(work, { timeout: 5000 })
      : setTimeout(work, 2000);
  // One remote per idle moment: a remote's dozen links cost tens of
  // milliseconds at 4× CPU, too long together for one task.
  const others = REMOTE_NAMES.filter((name) => name !== remoteForPath(location.pathname));
  const prefetchNext = () => {
    const name = others.shift();
    if (name) void prefetchRemote(name).then(() => whenIdle(prefetchNext));
  };
  if (document.readyState === 'complete') whenIdle(prefetchNext);
  else addEventListener('load', () => whenIdle(prefetchNext), { once: true });
}

/** Forgets what was prefetched; tests use it to start each case cold. */
export function forgetPrefetchedRemotes(): void {
  prefetched.clear();
}
