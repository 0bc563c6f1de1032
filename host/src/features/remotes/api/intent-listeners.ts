import { REMOTE_NAMES, type RemoteName } from '@storefront/shared';
import { load, prefetch } from './remote-loader';

/** Which remote draws a path: the host's route table (app/routes.ts), which the app hands in. */
export type RemoteForPath = (pathname: string) => RemoteName;

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
 * Loads the remote that draws `pathname` and the code of that page; settles
 * when both are in. A failure is left to the visit, which shows it and asks again.
 */
export function loadPage(remoteForPath: RemoteForPath, pathname: string): Promise<void> {
  return load(remoteForPath(pathname), pathname).then(
    () => undefined,
    () => undefined,
  );
}

let listening = false;

/**
 * A pointer over, or focus on, a link loads and runs the remote behind it and
 * fetches the page's code, so the click finds them ready and only renders.
 * Only on that intent, not when idle: running a remote is a long task that
 * would land on every page's blocking time (docs/performance.md). For a link
 * into the remote on screen, that remote is already running: only the page
 * is fetched. A click with no pointer before it (a script's, or assistive
 * technology's) and a move back or forward start the load before the router
 * renders. With saveData or a 2G connection, only a press or a click does.
 * Listened to once, however often it is called.
 */
export function listenForIntent(remoteForPath: RemoteForPath): void {
  if (listening) return;
  listening = true;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === location.origin)
      void loadPage(remoteForPath, link.pathname);
  };
  // Hover and focus may come to nothing: they fetch ahead only for a person not saving data.
  const onMaybeIntent = (event: Event) => {
    if (!shouldSaveData()) onIntent(event);
  };
  document.addEventListener('pointerover', onMaybeIntent, { passive: true });
  document.addEventListener('focusin', onMaybeIntent);
  document.addEventListener('pointerdown', onIntent, { passive: true });
  document.addEventListener('click', onIntent, { capture: true, passive: true });
  addEventListener('popstate', () => void loadPage(remoteForPath, location.pathname));
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

/** Runs `work` when the browser is idle, or after 5 s at the latest. */
export const whenIdle = (work: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(work, { timeout: 5000 })
    : setTimeout(work, 2000);

/**
 * Once the page is idle, fetches the manifests of the other remotes it links
 * to, one per idle moment so no idle task grows long: the first move into a
 * remote then does not wait for one. Their scripts wait for intent
 * (remote-loader.ts's prefetch). Nothing for a person saving data.
 */
export function prefetchLinkedRemotesWhenIdle(remoteForPath: RemoteForPath): void {
  if (shouldSaveData()) return;
  let others: RemoteName[] | undefined;
  const prefetchNext = () => {
    others ??= linkedRemotes(remoteForPath);
    const name = others.shift();
    if (name) void prefetch(name).then(() => whenIdle(prefetchNext));
  };
  whenLoadedAndIdle(prefetchNext);
}

/**
 * Once the page has loaded and is idle, watches the product cards in view
 * (in-view-prefetch.ts), from a chunk of its own: nothing of it is needed for
 * the first paint. Nothing, not even that chunk, for a person saving data.
 */
export function prefetchInViewWhenLoaded(remoteForPath: RemoteForPath): void {
  if (shouldSaveData()) return;
  whenLoadedAndIdle(
    () =>
      void import(/* webpackChunkName: "in-view-prefetch" */ './in-view-prefetch').then((inView) =>
        inView.prefetchInView(remoteForPath, {
          fetchPage: (pathname) => loadPage(remoteForPath, pathname),
          whenIdle,
        }),
      ),
  );
}

/** Runs `work` once the page has loaded and the browser is then idle. */
export function whenLoadedAndIdle(work: () => void): void {
  if (document.readyState === 'complete') whenIdle(work);
  else addEventListener('load', () => whenIdle(work), { once: true });
}
