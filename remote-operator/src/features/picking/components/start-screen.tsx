import { useState } from 'react';
import { formatSlotDay, formatSlotTimes } from '@storefront/shared';
import {
  MAX_BATCH_ORDERS,
  type ClaimBatchRequest,
  type PickingOverview,
} from '@storefront/shared/operator-contracts';
import { EmptyState, useMutation } from '@storefront/ui';
import { claimBatch } from '../api/picking-api';
import { dayWord } from '../lib/day-word';

type Waiting = PickingOverview['waiting'][number];

const ordersWord = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** "Today 10:00–12:00", "Tomorrow 14:00–16:00", or "Sat 28 Nov 10:00–12:00". */
function slotLabel(slot: NonNullable<Waiting['slot']>): string {
  return `${dayWord(slot.date) ?? formatSlotDay(slot.startsAt)} ${formatSlotTimes(slot.startsAt, slot.endsAt)}`;
}

/** What waits to be picked, and the two ways to claim a batch of it. */
export function StartScreen({
  overview,
  onClaimed,
}: {
  overview: PickingOverview;
  onClaimed: (batchId: string) => void;
}) {
  const [count, setCount] = useState(4);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutate, running } = useMutation(claimBatch, {
    busy: () => ({ title: 'Claiming a batch', subtitle: 'Picking' }),
    // NOTHING_TO_PICK and BATCH_OPEN are said here, in plain words.
    quiet: (failure) => failure.status === 409,
  });

  async function claim(request: ClaimBatchRequest) {
    setRefusal(null);
    const outcome = await mutate(request);
    if (outcome.ok) onClaimed(outcome.result.id);
    else setRefusal(outcome.failure.message);
  }

  const total = overview.waiting.reduce((sum, waiting) => sum + waiting.orders, 0);
  return (
    <div className="db-op-stack">
      {refusal && (
        <p className="db-pick-notice" role="alert">
          {refusal}
        </p>
      )}
      {total === 0 ? (
        <EmptyState>
          <p>No confirmed orders are waiting to be picked.</p>
        </EmptyState>
      ) : (
        <>
          <ul className="db-pick-slots" aria-label="Waiting to be picked">
            {overview.waiting.map((waiting) => (
              <li key={waiting.slot ? `${waiting.slot.windowId}:${waiting.slot.date}` : 'none'}>
                <span>
                  {waiting.slot ? slotLabel(waiting.slot) : 'No slot'} ·{' '}
                  {ordersWord(waiting.orders)}
                </span>
                {waiting.slot && (
                  <button
                    type="button"
                    className="db-action db-pick-big"
                    disabled={running}
                    aria-label={`Pick this slot: ${slotLabel(waiting.slot)}`}
                    onClick={() =>
                      void claim({
                        slot: { windowId: waiting.slot!.windowId, date: waiting.slot!.date },
                      })
                    }
                  >
                    Pick this slot
                  </button>
                )}
              </li>
            ))}
          </ul>
          <div className="db-pick-next">
            <div className="db-pick-stepper" role="group" aria-label="How many orders">
              <button
                type="button"
                className="db-action db-op-quiet"
                aria-label="One fewer"
                disabled={count <= 1}
                onClick={() => setCount(count - 1)}
              >
                −
              </button>
              <output aria-label="Orders to pick">{count}</output>
              <button
                type="button"
                className="db-action db-op-quiet"
                aria-label="One more"
                disabled={count >= MAX_BATCH_ORDERS}
                onClick={() => setCount(count + 1)}
              >
                +
              </button>
            </div>
            <button
              type="button"
              className="db-action db-pick-big"
              disabled={running}
              onClick={() => void claim({ count })}
            >
              Pick the next {count} orders
            </button>
          </div>
        </>
      )}
    </div>
  );
}
