/** What a follower is given: each piece of the change bus's news ('catalogue', 'stock', or '' for "maybe anything"). */
export type NewsListener = (news: string) => void;

interface CatalogueNewsDeps {
  /** The change bus's news in this instance (plugins/catalogue-cache.ts); answers how to stop hearing it. */
  onCatalogueNews: (listener: NewsListener) => () => void;
}

/** How often a stream says it is still there, so a follower can tell a dead one (server/src/catalogue-news.ts). */
export const KEEP_ALIVE_MS = 15_000;

/**
 * Catalogue news for the site's server, which keeps drawn pages only until
 * the catalogue or the store changes: one server-sent event per piece of news
 * on the change bus, which in a cluster carries every instance's news.
 */
export function createCatalogueNews({ onCatalogueNews }: CatalogueNewsDeps) {
  const streams = new Set<() => void>();
  return {
    /**
     * Writes the news to `write` as server-sent events until `stop()` (the
     * client left) or close(); answers stop.
     */
    follow(write: (text: string) => void, end: () => void): () => void {
      write(': catalogue news\n\n');
      const stopHearing = onCatalogueNews((news) => write(`data: ${news}\n\n`));
      const keepAlive = setInterval(() => write(': still here\n\n'), KEEP_ALIVE_MS);
      const stop = () => {
        if (!streams.delete(stop)) return;
        clearInterval(keepAlive);
        stopHearing();
        end();
      };
      streams.add(stop);
      return stop;
    },
    /** Ends every stream: a closing instance would otherwise wait on them. */
    close(): void {
      [...streams].forEach((stop) => stop());
    },
  };
}
