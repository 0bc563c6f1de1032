// A drawn page is kept as long as the API keeps the catalogue answers it was
// drawn from (its answer cache: 5 s), so a busy page is drawn once, not per
// visitor. While the server follows the API's catalogue news, every change
// drops the kept pages at once, so a page drawn since the news connection
// opened is current for longer: it is sent at once, and drawn again behind it.
// A page drawn from the visitor's cookies (the cart) is never kept.
export const PAGE_TTL_MS = 5000;
/** The oldest page sent, even with the news followed: what the news does not cover (time) moves on. */
export const LIVE_PAGE_TTL_MS = 5 * 60_000;
export const MAX_PAGES = 200;

interface Kept<T> {
  /** The remote's server build the page was drawn with: a deploy makes it stale at once. */
  build: unknown;
  page: T;
  at: number;
  /** The news connection that was open when the page was drawn, or null. */
  connection: number | null;
}

/** A kept page, and whether it is past PAGE_TTL_MS (sent, but to be drawn again). */
export interface KeptPage<T> {
  page: T;
  stale: boolean;
}

/** Pages drawn lately, by key, the oldest dropped past MAX_PAGES. */
export function recentPages<T>(now: () => number = () => performance.now()) {
  const pages = new Map<string, Kept<T>>();
  // Counts clear()s: a page whose drawing began before the last one may show
  // what changed, so it is not kept.
  let cleared = 0;
  let connections = 0;
  /** The news connection open now, or null while the news is not followed. */
  let connection: number | null = null;
  return {
    /** Taken before drawing a page, and given back to set(). */
    get generation(): number {
      return cleared;
    },
    get(key: string, build: unknown): KeptPage<T> | undefined {
      const kept = pages.get(key);
      if (!kept || kept.build !== build) return undefined;
      const age = now() - kept.at;
      if (age < PAGE_TTL_MS) return { page: kept.page, stale: false };
      // Only the news can say a page older than the API's own answers is still current.
      const heardEveryChange = kept.connection !== null && kept.connection === connection;
      return heardEveryChange && age < LIVE_PAGE_TTL_MS
        ? { page: kept.page, stale: true }
        : undefined;
    },
    set(key: string, build: unknown, page: T, generation = cleared): void {
      if (generation !== cleared) return;
      pages.delete(key);
      pages.set(key, { build, page, at: now(), connection });
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
    },
    /** The catalogue or the store changed (the API's news, server/): no kept page is current. */
    clear(): void {
      cleared += 1;
      pages.clear();
    },
    /**
     * The news connection opened (true, after the clear() its opening brings)
     * or was lost (false): news sent while it is down is never heard.
     */
    followingNews(live: boolean): void {
      connection = live ? (connections += 1) : null;
    },
  };
}
