import { catalogueImageUrl } from '@storefront/shared';
import { useState } from 'react';
import type { PickLine, WalkStop } from '@storefront/shared/operator-contracts';
import type { PickChoice } from '../lib/pick-queue';
import { readScan } from '../lib/read-scan';
import { CodeEntry } from './code-entry';
import { SubstitutePicker } from './substitute-picker';
import { ToteLine } from './tote-line';
import { WeightEntry } from './weight-entry';

/**
 * One stop: the product, and each tote that wants it. A right code settles
 * the first tote still to pick (or asks its weight); scanning again moves
 * on to the next tote.
 */
export function WalkStopCard({
  batchId,
  stop,
  index,
  total,
  substitutesUnsent,
  onAct,
}: {
  batchId: string;
  stop: WalkStop;
  index: number;
  total: number;
  /** 'orderId:productId' of the lines whose substitute is queued, not yet sent. */
  substitutesUnsent: ReadonlySet<string>;
  onAct: (choice: PickChoice) => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [weighing, setWeighing] = useState<PickLine | null>(null);
  const [substituting, setSubstituting] = useState<string | null>(null);
  const substituteFor = stop.lines.find((found) => found.orderId === substituting);
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
      {substituteFor && (
        <SubstitutePicker
          batchId={batchId}
          productId={stop.productId}
          productName={stop.name}
          line={substituteFor}
          onChoose={(substitute, quantity) => {
            onAct({ ...line(substituteFor), kind: 'substitute', ...substitute, quantity });
            setSubstituting(null);
          }}
          onCancel={() => setSubstituting(null)}
        />
      )}
      {next && !weighing && !substituteFor && (
        <CodeEntry
          label={`Scan or type the code for Tote ${next.tote}`}
          onCode={onCode}
          error={refusal}
        />
      )}
      {weighing && (
        <WeightEntry
          label={`Weight of Tote ${weighing.tote}'s ${weighing.quantity} ${stop.name} (grams)`}
          product={stop}
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
            product={stop}
            substituteUnsent={substitutesUnsent.has(`${tote.orderId}:${stop.productId}`)}
            onSubstitute={() => setSubstituting(tote.orderId)}
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
