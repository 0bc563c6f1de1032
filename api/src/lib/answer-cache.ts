import { LRUCache } from 'lru-cache';

/**
 * Ready-to-send JSON of read-mostly answers (the catalog), so a busy product
 * list costs neither a query nor a serialisation. Entries live a few seconds,
 * which bounds how stale another API process's stock can look; in this process
 * anything that moves stock clears the cache at once.
 */
export function createAnswerCache({ ttlMs = 5000, max = 1000 } = {}) {
  const answers = new LRUCache<string, string>({ max, ttl: ttlMs });
  return {
    get: (key: string): string | undefined => answers.get(key),
    /** Keeps the answer's JSON under the key and hands it back. */
    set(key: string, answer: unknown): string {
      const json = JSON.stringify(answer);
      answers.set(key, json);
      return json;
    },
    clear: (): void => answers.clear(),
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
