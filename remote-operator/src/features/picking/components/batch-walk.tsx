import { useRef, useState } from 'react';
import type { FinishBatchResult, PickBatch } from '@storefront/shared/operator-contracts';
import { formatStoreTime } from '@storefront/shared/slot';
import { LoadError, LoadingNote, useMutation } from '@storefront/ui';
import { answersAwaited, finishBatch, type AwaitedOrder } from '../api/picking-api';
import { usePickBatch } from '../hooks/use-pick-batch';
import { allSettled } from '../lib/pick-queue';
import { QueueBanner } from './queue-banner';
import { WalkStopCard } from './walk-stop-card';

/** The orders whose customers are still asked, as the batch shows them (when the refusal names none). */
function awaitedInBatch(batch: PickBatch): AwaitedOrder[] {
  return batch.orders.flatMap((order) => {
    const times = batch.walk.flatMap((stop) =>
      stop.lines.flatMap((line) =>
        line.orderId === order.id && line.offer?.state === 'awaiting' ? [line.offer.answerBy] : [],
      ),
    );
    return times.length > 0 ? [{ ...order, answerBy: times.sort().at(-1)! }] : [];
  });
}

/** 'Waiting for customers to answer: CM-000012 until 10:42. Finish once they answer or the time is up.' */
export function awaitedMessage(orders: readonly AwaitedOrder[]): string {
  const named = orders.map((order) => `${order.number} until ${formatStoreTime(order.answerBy)}`);
  return `Waiting for customers to answer: ${named.join(', ')}. Finish once they answer or the time is up.`;
}

/** One batch, walked one stop at a time, then finished. */
export function BatchWalk({
  batchId,
  onFinished,
}: {
  batchId: string;
  onFinished: (result: FinishBatchResult) => void;
}) {
  const { batch, failure, retry, unsent, substitutesUnsent, online, notice, act } =
    usePickBatch(batchId);
  const [at, setAt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A finish refused while customers are still asked: whose answers it waits on.
  const awaited = useRef<AwaitedOrder[] | null>(null);
  const { mutate, running } = useMutation(
    async () => {
      awaited.current = null;
      try {
        return await finishBatch(batchId);
      } catch (error) {
        awaited.current = answersAwaited(error);
        throw error;
      }
    },
    {
      busy: () => ({ title: 'Finishing the batch', subtitle: 'Pricing each order' }),
      quiet: (failed) => failed.status === 409,
    },
  );

  if (failure) return <LoadError what="the batch" failure={failure} onRetry={() => void retry()} />;
  if (!batch) return <LoadingNote>Loading the batch</LoadingNote>;

  const total = batch.walk.length;
  const index = Math.min(at, Math.max(total - 1, 0));
  const stop = batch.walk[index];
  const ready = allSettled(batch) && unsent === 0;

  async function finish() {
    setRefusal(null);
    const outcome = await mutate(undefined);
    if (outcome.ok) onFinished(outcome.result);
    else if (awaited.current && batch) {
      const orders = awaited.current.length > 0 ? awaited.current : awaitedInBatch(batch);
      setRefusal(orders.length > 0 ? awaitedMessage(orders) : outcome.failure.message);
    } else setRefusal(outcome.failure.message);
  }

  return (
    <div className="db-op-stack">
      <QueueBanner unsent={unsent} online={online} />
      {notice && (
        <p className="db-pick-notice" role="alert">
          {notice}
        </p>
      )}
      <p className="db-op-muted">
        {batch.orders.map((order) => `Tote ${order.tote}: ${order.number}`).join(' · ')}
      </p>
      {stop && (
        <WalkStopCard
          key={stop.productId}
          batchId={batchId}
          stop={stop}
          index={index}
          total={total}
          substitutesUnsent={substitutesUnsent}
          onAct={act}
        />
      )}
      <nav className="db-pick-nav" aria-label="Stops">
        <button
          type="button"
          className="db-action db-op-quiet db-pick-big"
          disabled={index === 0}
          onClick={() => setAt(index - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className="db-action db-op-quiet db-pick-big"
          disabled={index >= total - 1}
          onClick={() => setAt(index + 1)}
        >
          Next
        </button>
      </nav>
      {ready && (
        <button
          type="button"
          className="db-action db-pick-big"
          disabled={running}
          onClick={() => void finish()}
        >
          Finish batch
        </button>
      )}
      {refusal && (
        <p className="db-pick-notice" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
