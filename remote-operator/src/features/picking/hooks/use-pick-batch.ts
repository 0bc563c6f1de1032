import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeApiError, type ApiFailure } from '@storefront/shared';
import { useOrderEvents } from '@storefront/shared/order-events';
import type { PickAction, PickBatch } from '@storefront/shared/operator-contracts';
import { getBatch, sendPickAction, STORE_EVENTS_PATH } from '../api/picking-api';
import {
  applyQueue,
  dropWithLater,
  makeAction,
  mapLine,
  queuedSubstitutes,
  type PickChoice,
} from '../lib/pick-queue';
import { loadQueue, saveQueue } from '../lib/queue-store';
import { useOnline } from './use-online';

/** The first retry after a dropped connection, doubled each time up to the longest. */
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;
/** A little after a window closes, so the server has settled the offer with no answer. */
const AFTER_WINDOW_MS = 2_000;

/** The soonest moment an open question about a line of the batch closes, if any. */
function soonestAnswerBy(batch: PickBatch | null): number | null {
  const times = (batch?.walk ?? []).flatMap((stop) =>
    stop.lines.flatMap((line) =>
      line.offer?.state === 'awaiting' ? [Date.parse(line.offer.answerBy)] : [],
    ),
  );
  return times.length > 0 ? Math.min(...times) : null;
}

/** "Tote A's Sourdough Loaf", for a message about one line. */
function lineName(batch: PickBatch | null, action: PickAction): string {
  const stop = batch?.walk.find((found) => found.productId === action.productId);
  const tote = stop?.lines.find((line) => line.orderId === action.orderId)?.tote;
  return `Tote ${tote ?? '?'}'s ${stop?.name ?? 'item'}`;
}

/**
 * One batch being picked: the server's copy, the queue of actions not yet
 * sent (kept in IndexedDB), and the batch as the picker sees it, with the
 * queue applied. Actions go out in order, one at a time, whenever the device
 * is online: after each new one, on the browser's `online` event, and on a
 * retry timer that backs off while the connection stays down.
 */
export function usePickBatch(batchId: string) {
  const [base, setBase] = useState<PickBatch | null>(null);
  const [queue, setQueue] = useState<PickAction[]>([]);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const online = useOnline();

  // The sender reads and writes these between awaits, never a stale render's copy.
  const baseRef = useRef<PickBatch | null>(null);
  const queueRef = useRef<PickAction[]>([]);
  const sending = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retryDelay = useRef(FIRST_RETRY_MS);
  const saving = useRef<Promise<void>>(Promise.resolve());
  const alive = useRef(true);

  const commitBase = (next: PickBatch) => {
    baseRef.current = next;
    setBase(next);
  };
  const commitQueue = useCallback(
    (next: PickAction[]) => {
      queueRef.current = next;
      setQueue(next);
      // Writes in turn, so an older queue never lands after a newer one.
      saving.current = saving.current.then(() => saveQueue(batchId, next)).catch(() => undefined);
    },
    [batchId],
  );

  const refetch = useCallback(async () => {
    try {
      commitBase(await getBatch(batchId));
      setFailure(null);
    } catch (error) {
      if (!baseRef.current) setFailure(describeApiError(error));
    }
  }, [batchId]);

  // Reads the batch again for news from elsewhere (a customer's answer); a read
  // that crossed an action sent meanwhile is dropped, as that action's answer is newer.
  const reads = useRef(0);
  const refresh = useCallback(() => {
    const read = (reads.current += 1);
    getBatch(batchId).then(
      (fresh) => {
        if (read === reads.current && !sending.current && alive.current) commitBase(fresh);
      },
      () => undefined,
    );
  }, [batchId]);

  const flush = useCallback(async (): Promise<void> => {
    if (sending.current || !navigator.onLine || !baseRef.current) return;
    sending.current = true;
    clearTimeout(retryTimer.current);
    try {
      while (alive.current && queueRef.current.length > 0) {
        const action = queueRef.current[0]!;
        reads.current += 1;
        try {
          const { line } = await sendPickAction(batchId, action);
          commitBase(
            mapLine(baseRef.current!, action, (seen) => ({
              ...seen,
              state: line.state,
              pickedQuantity: line.pickedQuantity,
              weightGrams: line.weightGrams,
              version: line.version,
              substitution: line.substitution,
              offer: line.offer,
            })),
          );
          commitQueue(queueRef.current.filter((queued) => queued.key !== action.key));
          retryDelay.current = FIRST_RETRY_MS;
        } catch (error) {
          const failed = describeApiError(error);
          if (failed.status === undefined || failed.status >= 500) {
            // Not reached, or not answered: it stays queued for the next try.
            const delay = retryDelay.current;
            retryDelay.current = Math.min(delay * 2, LONGEST_RETRY_MS);
            retryTimer.current = setTimeout(() => void flush(), delay);
            return;
          }
          if (failed.code === 'LINE_CHANGED') {
            setNotice(`${lineName(baseRef.current, action)} changed elsewhere: check it again.`);
            commitQueue(dropWithLater(queueRef.current, action));
            await refetch();
          } else {
            setNotice(`${lineName(baseRef.current, action)}: ${failed.message}`);
            commitQueue(queueRef.current.filter((queued) => queued.key !== action.key));
          }
        }
      }
    } finally {
      sending.current = false;
    }
  }, [batchId, commitQueue, refetch]);

  // The queue from before a reload first, then the batch, then send what waits.
  useEffect(() => {
    alive.current = true;
    let cancelled = false;
    void (async () => {
      const [kept] = await Promise.all([loadQueue(batchId).catch(() => []), refetch()]);
      if (cancelled) return;
      queueRef.current = kept;
      setQueue(kept);
      void flush();
    })();
    return () => {
      cancelled = true;
      alive.current = false;
      clearTimeout(retryTimer.current);
    };
  }, [batchId, refetch, flush]);

  useEffect(() => {
    const sendNow = () => {
      retryDelay.current = FIRST_RETRY_MS;
      void flush();
    };
    window.addEventListener('online', sendNow);
    return () => window.removeEventListener('online', sendNow);
  }, [flush]);

  // The store's stream carries every order's news: only an answer about this batch's orders counts.
  useOrderEvents(base ? STORE_EVENTS_PATH : null, (event) => {
    const ours = baseRef.current?.orders.some((order) => order.id === event.data.orderId);
    if (event.kind === 'substitution_answered' && ours) refresh();
  });

  // With no answer the window closes on the server: read it again then to show what stood.
  const closesAt = soonestAnswerBy(base);
  useEffect(() => {
    if (closesAt === null) return;
    const timer = setTimeout(refresh, Math.max(closesAt - Date.now(), 0) + AFTER_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [closesAt, refresh]);

  /** Queues what the picker did, shows it at once, and sends it when it can. */
  const act = useCallback(
    (choice: PickChoice) => {
      if (!baseRef.current) return;
      setNotice(null);
      commitQueue([...queueRef.current, makeAction(baseRef.current, queueRef.current, choice)]);
      void flush();
    },
    [commitQueue, flush],
  );

  const batch = useMemo(() => (base ? applyQueue(base, queue) : null), [base, queue]);
  const substitutesUnsent = useMemo(() => queuedSubstitutes(queue), [queue]);

  return {
    batch,
    failure,
    retry: refetch,
    unsent: queue.length,
    substitutesUnsent,
    online,
    notice,
    act,
  };
}
