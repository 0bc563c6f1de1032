import { formatMoney, useSession } from '@storefront/shared';
import { useState, type FormEvent } from 'react';
import type { PickLine } from '@storefront/shared/operator-contracts';
import { offerWords } from '../../../lib/offer-words';
import type { ScaleProduct } from '../lib/gs1-weight';
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

/**
 * What was asked of the customer about the line, as it stands now; a weight
 * the customer would not pay over the hold is the one word on a line to pick.
 */
function askedWords(line: PickLine, money: (minor: number) => string): string | null {
  const { offer } = line;
  if (!offer) return null;
  const backToPick = offer.kind === 'over_hold' && offer.state === 'rejected';
  if (backToPick !== (line.state === 'to_pick')) return null;
  return offerWords(offer, money);
}

/** A short line can be offered a substitute: some are missing, the customer takes one, none asked yet. */
export const canSubstitute = (line: PickLine) =>
  line.state === 'short' &&
  line.quantity - (line.pickedQuantity ?? 0) > 0 &&
  line.substitution.choice !== 'none' &&
  (line.offer === null || line.offer.kind !== 'substitute' || line.offer.state === 'withdrawn');

/** One tote's part of a stop: what it wants, where it stands, and Short, Substitute or Undo. */
export function ToteLine({
  line,
  weighed,
  product,
  substituteUnsent,
  onShort,
  onSubstitute,
  onUndo,
}: {
  line: PickLine;
  weighed: boolean;
  /** The stop's product, which a scale label must name. */
  product: ScaleProduct;
  /** A substitute for this line is queued, not yet sent. */
  substituteUnsent: boolean;
  onShort: (found: number, weightGrams?: number) => void;
  onSubstitute: () => void;
  onUndo: () => void;
}) {
  const currency = useSession('store')?.currency ?? 'GBP';
  const asked = substituteUnsent
    ? 'Substitute not sent yet'
    : askedWords(line, (minor) => formatMoney(minor, currency));
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
      const read = readWeight(weight, product);
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
      {asked && <p className="db-pick-asked">{asked}</p>}
      {line.state === 'short' && line.substitution.choice === 'none' && (
        <p className="db-op-muted">No substitute: the customer said so</p>
      )}
      {line.state === 'to_pick' && !asking && (
        <div className="db-op-actions">
          <button type="button" className="db-action db-op-quiet" onClick={() => setAsking(true)}>
            Short
          </button>
        </div>
      )}
      {line.state !== 'to_pick' && (
        <div className="db-op-actions">
          {canSubstitute(line) && !substituteUnsent && (
            <button type="button" className="db-action db-pick-big" onClick={onSubstitute}>
              Substitute
            </button>
          )}
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
