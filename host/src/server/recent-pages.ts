// A drawn page is kept as long as the API keeps the catalogue answers it was
// drawn from (its answer cache: 5 s), so a busy page is drawn once, not per
// visitor. A page drawn from the visitor's cookies (the cart) is never kept.
export const PAGE_TTL_MS = 5000;
export const MAX_PAGES = 200;

interface Kept {
  /** The remote's server build the page was drawn with: a deploy makes it stale at once. */
  build: unknown;
  html: string;
  at: number;
}

/** Pages drawn in the last PAGE_TTL_MS, by key, the oldest dropped past MAX_PAGES. */
export function recentPages(now: () => number = () => performance.now()) {
  const pages = new Map<string, Kept>();
  // Counts clear()s: a page whose drawing began before the last one may show
  // what changed, so it is not kept.
  let cleared = 0;
  return {
    /** Taken before drawing a page, and given back to set(). */
    get generation(): number {
      return cleared;
    },
    get(key: string, build: unknown): string | undefined {
      const page = pages.get(key);
      return page && page.build === build && now() - page.at < PAGE_TTL_MS ? page.html : undefined;
    },
    set(key: string, build: unknown, html: string, generation = cleared): void {
      if (generation !== cleared) return;
      pages.delete(key);
      pages.set(key, { build, html, at: now() });
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
    },
    /** The catalogue or the store changed (the API's news, server/): no kept page is current. */
    clear(): void {
      cleared += 1;
      pages.clear();
    },
  };
}
