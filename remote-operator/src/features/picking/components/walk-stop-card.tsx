import { catalogueImageUrl } from '@storefront/shared';
import { useState } from 'react';
import type { PickLine, WalkStop } from '@storefront/shared/operator-contracts';
import type { PickChoice } from '../lib/pick-queue';
import { readScan } from '../lib/read-scan';
import { CodeEntry } from './code-entry';
import { ToteLine } from './tote-line';
import { WeightEntry } from './weight-entry';

/**
 * One stop: the product, and each tote that wants it. A right code settles
 * the first tote still to pick (or asks its weight); scanning again moves
 * on to the next tote.
 */
export function WalkStopCard({
  stop,
  index,
  total,
  onAct,
}: {
  stop: WalkStop;
  index: number;
  total: number;
  onAct: (choice: PickChoice) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [weighing, setWeighing] = useState<PickLine | null>(null);
  const toPick = stop.lines.filter((line) => line.state === 'to_pick');
  const next = toPick[0];
  const line = (of: PickLine) => ({ orderId: of.orderId, productId: stop.productId });

  function onCode(code: string) {
    if (!next) return;
    const reading = readScan(stop, code);
    if (reading.kind === 'wrong') {
      setRefusal(reading.message);
      return;
    }
    setRefusal(null);
    if (stop.unit !== 'per_kg') onAct({ ...line(next), kind: 'pick' });
    else if (reading.kind === 'weight')
      onAct({ ...line(next), kind: 'weigh', weightGrams: reading.grams });
    else setWeighing(next);
  }

  return (
    <article className="db-pick-stop" aria-label={stop.name}>
      <p className="db-pick-progress">
        Stop {index + 1} of {total} · {toPick.length} {toPick.length === 1 ? 'line' : 'lines'} to
        pick
      </p>
      <div className="db-pick-product">
        {stop.image && <img src={catalogueImageUrl(stop.image)} alt="" width={96} height={96} />}
        <div>
          <h2>{stop.name}</h2>
          <p className="db-op-muted">
            {stop.sku} · {stop.categoryName}
            {stop.unit === 'per_kg' ? ' · by weight' : ''}
          </p>
        </div>
      </div>
      {next && !weighing && (
        <CodeEntry
          label={`Scan or type the code for Tote ${next.tote}`}
          onCode={onCode}
          error={refusal}
        />
      )}
      {weighing && (
        <WeightEntry
          label={`Weight of Tote ${weighing.tote}'s ${weighing.quantity} ${stop.name} (grams)`}
          gtin={stop.gtin}
          onWeight={(grams) => {
            onAct({ ...line(weighing), kind: 'weigh', weightGrams: grams });
            setWeighing(null);
          }}
          onCancel={() => setWeighing(null)}
        />
      )}
      <ul className="db-pick-totes">
        {stop.lines.map((tote) => (
          <ToteLine
            key={tote.orderId}
            line={tote}
            weighed={stop.unit === 'per_kg'}
            gtin={stop.gtin}
            onShort={(quantity, weightGrams) =>
              onAct({ ...line(tote), kind: 'short', quantity, weightGrams })
            }
            onUndo={() => onAct({ ...line(tote), kind: 'reset' })}
          />
        ))}
      </ul>
    </article>
  );
}
