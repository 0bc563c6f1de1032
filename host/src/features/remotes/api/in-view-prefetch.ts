import type { RemoteForPath } from './intent-listeners';

/** What the page's intent listeners lend: how a page is fetched, and when the browser is idle. */
export interface InViewDeps {
  fetchPage: (pathname: string) => Promise<void>;
  whenIdle: (work: () => void) => void;
}

/** The attribute of a link whose page is worth fetching once it has been in view a moment. */
export const IN_VIEW_ATTRIBUTE = 'data-prefetch-in-view';
/** How long half a link stays on screen before its page is fetched: a quick scroll past is no intent. */
export const IN_VIEW_DWELL_MS = 300;

/**
 * Links marked IN_VIEW_ATTRIBUTE (the product cards) fetch the page behind
 * them once half of one has been on screen for IN_VIEW_DWELL_MS: `fetchPage`
 * (intent-listeners.ts's loadPage) brings its code and its first answer, so a
 * tap on a card finds both on their way. One page per idle moment, so a list
 * scrolled into view never floods the API or grows a long task, and each link
 * once. Only links into the remote on screen: running another remote is a
 * long task (listenForIntent). Started by intent-listeners.ts once the page
 * has loaded, for a person not saving data.
 */
export function prefetchInView(
  remoteForPath: RemoteForPath,
  { fetchPage, whenIdle }: InViewDeps,
): void {
  if (!('IntersectionObserver' in window)) return;
  const dwelling = new Map<Element, ReturnType<typeof setTimeout>>();
  const queue: string[] = [];
  let fetching = false;
  const fetchNext = () => {
    const pathname = queue.shift();
    fetching = pathname !== undefined;
    if (pathname) void fetchPage(pathname).then(() => whenIdle(fetchNext));
  };
  const fetchInTurn = (pathname: string) => {
    queue.push(pathname);
    if (fetching) return;
    fetching = true;
    whenIdle(fetchNext);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        clearTimeout(dwelling.get(target));
        dwelling.delete(target);
        if (!isIntersecting || !(target instanceof HTMLAnchorElement)) continue;
        dwelling.set(
          target,
          setTimeout(() => {
            dwelling.delete(target);
            observer.unobserve(target);
            const onScreen = remoteForPath(location.pathname);
            if (target.origin !== location.origin || remoteForPath(target.pathname) !== onScreen)
              return;
            fetchInTurn(target.pathname);
          }, IN_VIEW_DWELL_MS),
        );
      }
    },
    { threshold: 0.5 },
  );
  const selector = `a[${IN_VIEW_ATTRIBUTE}]`;
  const linksWithin = (root: Element | Document) => [
    ...(root instanceof Element && root.matches(selector) ? [root] : []),
    ...root.querySelectorAll(selector),
  ];
  linksWithin(document).forEach((link) => observer.observe(link));
  // Cards drawn later (a page opened, more results) are observed as they
  // arrive, and let go as they leave, so pages left behind are not held.
  new MutationObserver((records) => {
    for (const { addedNodes, removedNodes } of records) {
      for (const node of removedNodes)
        if (node instanceof Element)
          for (const link of linksWithin(node)) {
            clearTimeout(dwelling.get(link));
            dwelling.delete(link);
            observer.unobserve(link);
          }
      for (const node of addedNodes)
        if (node instanceof Element) linksWithin(node).forEach((link) => observer.observe(link));
    }
  }).observe(document.body, { childList: true, subtree: true });
}
