import { useState, type FormEvent } from 'react';
import type { PickLine } from '@storefront/shared/operator-contracts';
import { formatKg, readWeight } from '../lib/read-weight';

/** "Picked 2", "Short: 1 of 3", "Weighed 1.262 kg", or nothing while to pick. */
function stateWords(line: PickLine): string | null {
  if (line.state === 'to_pick') return null;
  if (line.state === 'short') {
    const weight = line.weightGrams ? ` (${formatKg(line.weightGrams)})` : '';
    return `Short: ${line.pickedQuantity ?? 0} of ${line.quantity}${weight}`;
  }
  return line.weightGrams
    ? `Weighed ${formatKg(line.weightGrams)}`
    : `Picked ${line.pickedQuantity}`;
}

/** One tote's part of a stop: what it wants, where it stands, and Short or Undo. */
export function ToteLine({
  line,
  weighed,
  gtin,
  onShort,
  onUndo,
}: {
  line: PickLine;
  weighed: boolean;
  gtin: string | null;
  onShort: (found: number, weightGrams?: number) => void;
  onUndo: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [found, setFound] = useState('0');
  const [weight, setWeight] = useState('');
  const [error, setError] = useState<string | null>(null);
  const state = stateWords(line);
  const count = Number(found);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d+$/.test(found) || count > line.quantity - 1) {
      setError(`Found is 0 to ${line.quantity - 1}.`);
      return;
    }
    let grams: number | undefined;
    if (weighed && count > 0) {
      const read = readWeight(weight, gtin);
      if (typeof read === 'string') {
        setError(read);
        return;
      }
      grams = read;
    }
    setAsking(false);
    setError(null);
    onShort(count, grams);
  }

  return (
    <li className="db-pick-tote" data-state={line.state}>
      <div className="db-pick-tote-head">
        <strong>
          Tote {line.tote} · {line.quantity}
        </strong>
        {state && <span>{state}</span>}
      </div>
      {line.state === 'to_pick' && !asking && (
        <div className="db-op-actions">
          <button type="button" className="db-action db-op-quiet" onClick={() => setAsking(true)}>
            Short
          </button>
          {/* Substitute goes here (issue 45, item 3). */}
        </div>
      )}
      {line.state !== 'to_pick' && (
        <div className="db-op-actions">
          <button
            type="button"
            className="db-action db-op-quiet"
            aria-label={`Undo Tote ${line.tote}`}
            onClick={onUndo}
          >
            Undo
          </button>
        </div>
      )}
      {asking && (
        <form
          className="db-pick-short"
          onSubmit={submit}
          aria-label={`Short for Tote ${line.tote}`}
        >
          <label>
            How many did you find?
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={line.quantity - 1}
              value={found}
              onChange={(event) => setFound(event.target.value)}
            />
          </label>
          {weighed && count > 0 && (
            <label>
              Weight of what was found (grams)
              <input
                inputMode="numeric"
                value={weight}
                onChange={(event) => setWeight(event.target.value)}
              />
            </label>
          )}
          <div className="db-op-actions">
            <button type="submit" className="db-action">
              Save short
            </button>
            <button
              type="button"
              className="db-action db-op-quiet"
              onClick={() => setAsking(false)}
            >
              Cancel
            </button>
          </div>
          {error && (
            <p className="db-pick-notice" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </li>
  );
}
