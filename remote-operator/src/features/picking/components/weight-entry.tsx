import { useState, type FormEvent } from 'react';
import type { ScaleProduct } from '../lib/gs1-weight';
import { readWeight } from '../lib/read-weight';

/** Asks what a weighed line weighs: typed grams, or the scale label's code. */
export function WeightEntry({
  label,
  product,
  onWeight,
  onCancel,
}: {
  label: string;
  /** The stop's product, which a scale label must name. */
  product: ScaleProduct;
  onWeight: (grams: number) => void;
  onCancel?: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const grams = readWeight(value, product);
    if (typeof grams === 'string') setError(grams);
    else onWeight(grams);
  }

  return (
    <form className="db-pick-code" onSubmit={submit}>
      <label>
        {label}
        <input
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          aria-invalid={error ? true : undefined}
        />
      </label>
      <button type="submit" className="db-action db-pick-big">
        Save weight
      </button>
      {onCancel && (
        <button type="button" className="db-action db-op-quiet" onClick={onCancel}>
          Cancel
        </button>
      )}
      {error && (
        <p className="db-pick-notice" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
