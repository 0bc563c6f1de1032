import { useState } from 'react';
import type { FinishBatchResult } from '@storefront/shared/operator-contracts';
import { LoadError, LoadingNote, useMutation } from '@storefront/ui';
import { finishBatch } from '../api/picking-api';
import { usePickBatch } from '../hooks/use-pick-batch';
import { allSettled } from '../lib/pick-queue';
import { QueueBanner } from './queue-banner';
import { WalkStopCard } from './walk-stop-card';

/** One batch, walked one stop at a time, then finished. */
export function BatchWalk({
  batchId,
  onFinished,
}: {
  batchId: string;
  onFinished: (result: FinishBatchResult) => void;
}) {
  const { batch, failure, retry, unsent, online, notice, act } = usePickBatch(batchId);
  const [at, setAt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutate, running } = useMutation(() => finishBatch(batchId), {
    busy: () => ({ title: 'Finishing the batch', subtitle: 'Pricing each order' }),
    quiet: (failed) => failed.status === 409,
  });

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
    else setRefusal(outcome.failure.message);
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
        <WalkStopCard key={stop.productId} stop={stop} index={index} total={total} onAct={act} />
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
