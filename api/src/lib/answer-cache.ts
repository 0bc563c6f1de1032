import { LRUCache } from 'lru-cache';

interface Entry {
  json: string;
  freshUntil: number;
  /** Past this it is not sent, even while a re-read runs. */
  sendableUntil: number;
  /** Reads the answer again, as the route did the first time. */
  reread: () => Promise<unknown>;
  refreshing: boolean;
}

/**
 * Ready-to-send JSON of read-mostly answers (the catalog), so a busy product
 * list costs neither a query nor a serialisation.
 *
 * An answer is fresh for `freshMs`. Past that it is still sent, for up to
 * `staleMs`, while one re-read runs beside it: an answer that ages out under
 * load never makes its readers wait behind the writes queued for the
 * database. A change (`clear`) drops every answer at once, so what the change
 * did shows on the next read; `freshMs` bounds how long one missed change
 * news can go unseen.
 */
export function createAnswerCache({ freshMs = 5000, staleMs = 60_000, max = 1000 } = {}) {
  const answers = new LRUCache<string, Entry>({ max });
  const entry = (json: string, reread: () => Promise<unknown>): Entry => {
    const now = Date.now();
    return {
      json,
      freshUntil: now + freshMs,
      sendableUntil: now + staleMs,
      reread,
      refreshing: false,
    };
  };

  function reread(key: string, aged: Entry) {
    aged.refreshing = true;
    aged.reread().then(
      (answer) => {
        // A change while it read drops the entry: that answer is not kept.
        if (answers.peek(key) === aged)
          answers.set(key, entry(JSON.stringify(answer), aged.reread));
      },
      // The next request reads it itself, and answers whatever went wrong.
      () => {
        if (answers.peek(key) === aged) answers.delete(key);
      },
    );
  }

  return {
    get(key: string): string | undefined {
      const kept = answers.get(key);
      const now = Date.now();
      if (!kept || now >= kept.sendableUntil) return undefined;
      if (now >= kept.freshUntil && !kept.refreshing) reread(key, kept);
      return kept.json;
    },
    /**
     * Keeps the answer's JSON under the key and hands it back. `reread` reads
     * it again once it ages; it must hold only plain values, not the request.
     */
    set(key: string, answer: unknown, reread: () => Promise<unknown>): string {
      const json = JSON.stringify(answer);
      answers.set(key, entry(json, reread));
      return json;
    },
    clear: (): void => answers.clear(),
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
