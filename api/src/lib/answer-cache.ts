import { LRUCache } from 'lru-cache';

interface Entry {
  json: string;
  /** When the read behind it began: it shows every change made before then. */
  readAt: number;
  /** Until then it is sent without a re-read. */
  freshUntil: number;
  /** Past this it is not sent, even while a re-read runs. */
  sendableUntil: number;
  /** Reads the answer again, as the route did the first time. */
  reread: () => Promise<unknown>;
  refreshing: boolean;
}

export interface AnswerCacheOptions {
  /** How long an answer is sent without a re-read, when nothing is known to have changed. */
  freshMs?: number;
  /** How long an aged answer may still be sent while its re-read runs. */
  staleMs?: number;
  /** How long after a stock move an answer from before it may still be sent. */
  stockLagMs?: number;
  /** The least time between two re-reads of one answer that stock moves cause. */
  rereadEveryMs?: number;
  max?: number;
}

/**
 * Ready-to-send JSON of read-mostly answers (the catalogue), so a busy product
 * list costs neither a query nor a serialisation.
 *
 * An answer is fresh for `freshMs`. Past that it is still sent, for up to
 * `staleMs`, while one re-read runs beside it: an answer that ages out under
 * load never makes its readers wait behind the writes queued for the
 * database.
 *
 * Two kinds of change reach it. A catalogue change (`clear`: an operator's
 * edit) drops every answer at once, so the next read shows it. A stock move
 * (`stockMoved`: an order placed, cancelled or moved along) ages every answer
 * instead: each is read again in the background, at most once per
 * `rereadEveryMs`, and none from before the move is sent `stockLagMs` after
 * it. Checkouts move stock many times a second; dropping the answers on each
 * would send every shopper browsing meanwhile to the database. The cart and
 * checkout always read stock live.
 */
export function createAnswerCache({
  freshMs = 5000,
  staleMs = 60_000,
  stockLagMs = 1000,
  rereadEveryMs = 250,
  max = 1000,
}: AnswerCacheOptions = {}) {
  const answers = new LRUCache<string, Entry>({ max });
  // Counts of each kind of change, so a read that was running when one came
  // knows its answer may predate it.
  let clears = 0;
  let stockMoves = 0;

  function age(entry: Entry, movedAt: number) {
    entry.freshUntil = Math.min(entry.freshUntil, Math.max(movedAt, entry.readAt + rereadEveryMs));
    entry.sendableUntil = Math.min(entry.sendableUntil, movedAt + stockLagMs);
  }

  /** Reads the answer, keeps its JSON under the key unless a change makes it moot, and hands it back. */
  async function read(key: string, reader: () => Promise<unknown>): Promise<string> {
    const readAt = Date.now();
    const [clearsBefore, stockMovesBefore] = [clears, stockMoves];
    const json = JSON.stringify(await reader());
    const kept = answers.peek(key);
    // Dropped by a change while it read, or a later read already answered.
    if (clears !== clearsBefore || (kept && kept.readAt > readAt)) return json;
    const now = Date.now();
    const entry: Entry = {
      json,
      readAt,
      freshUntil: now + freshMs,
      sendableUntil: now + staleMs,
      reread: reader,
      refreshing: false,
    };
    // Stock moved while it read: the answer may be from before the move.
    if (stockMoves !== stockMovesBefore) age(entry, readAt);
    answers.set(key, entry);
    return json;
  }

  function reread(key: string, aged: Entry) {
    aged.refreshing = true;
    // On failure the next request reads it itself, and answers whatever went wrong.
    read(key, aged.reread).catch(() => {
      if (answers.peek(key) === aged) answers.delete(key);
    });
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
     * Reads the answer and keeps its JSON under the key. `reader` reads it
     * again once it ages, so it must hold only plain values, not the request.
     */
    read,
    clear(): void {
      clears += 1;
      answers.clear();
    },
    stockMoved(): void {
      stockMoves += 1;
      const now = Date.now();
      answers.forEach((entry) => age(entry, now));
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
