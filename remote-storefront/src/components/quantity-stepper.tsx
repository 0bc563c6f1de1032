import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '@storefront/shared';
import './controls.css';

export interface QuantityStepperProps {
  id: string;
  /** What the number box is called; the buttons are named after it ("Increase quantity of …"). */
  label: ReactNode;
  /** The product the quantity is of, when the page holds more than one. */
  itemName?: string;
  value: number;
  /** The most the customer may choose: what can be had, up to MAX_LINE_QUANTITY. */
  max: number;
  /**
   * A change is on its way: the controls keep their focus but take no input
   * (disabling them would drop a keyboard user's place).
   */
  busy?: boolean;
  /**
   * A chosen quantity: from − and +, and from the box once typing is done
   * (Enter or leaving it). Never above max.
   */
  onChange: (quantity: number) => void;
  /** Each whole number as it is typed, before typing is done (a number above max as max). */
  onType?: (quantity: number) => void;
  /** A number above max was typed: the box now shows max, and this says why. */
  onOverMax?: (typed: number) => void;
}

/**
 * A quantity from 1: minus and plus buttons around a number the customer can
 * type. The box is plain text with a numeric keyboard; a number typed above
 * max is corrected to max at once, so no request asks for more than can be had.
 */
export function QuantityStepper({
  id,
  label,
  itemName,
  value,
  max,
  busy = false,
  onChange,
  onType,
  onOverMax,
}: QuantityStepperProps) {
  const ready = useHydrated();
  // What is in the box while the customer types; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const of = itemName ? ` of ${itemName}` : '';

  function step(by: number) {
    if (busy) return;
    setDraft(null);
    // − is one fewer than now even above max (the stock fell): whoever takes it says what is left.
    onChange(by < 0 ? Math.max(1, value + by) : Math.min(value + by, max));
  }

  function commit() {
    if (draft === null || busy) return;
    setDraft(null);
    const typed = Number(draft);
    // An empty box, or 0, puts the quantity back: removing is the Remove button's job.
    if (draft !== '' && typed >= 1 && typed !== value) onChange(typed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit();
    else if (event.key === 'ArrowUp' && value < max) step(1);
    else if (event.key === 'ArrowDown' && value > 1) step(-1);
    else return;
    if (event.key !== 'Enter') event.preventDefault();
  }

  return (
    <div className="sf-stepper">
      <label htmlFor={id}>{label}</label>
      <div className="sf-stepper__controls">
        <button
          type="button"
          aria-label={`Decrease quantity${of}`}
          aria-disabled={busy || undefined}
          disabled={!ready || value <= 1}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          name="quantity"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft ?? String(value)}
          // Drawn on the server, the box waits for the script that runs it.
          disabled={!ready}
          readOnly={busy}
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 4);
            if (Number(digits) > max) {
              setDraft(String(max));
              onType?.(max);
              onOverMax?.(Number(digits));
              return;
            }
            setDraft(digits);
            if (digits !== '' && Number(digits) >= 1) onType?.(Number(digits));
          }}
          onKeyDown={onKeyDown}
          onBlur={commit}
        />
        <button
          type="button"
          aria-label={`Increase quantity${of}`}
          aria-disabled={busy || undefined}
          disabled={!ready || value >= max}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
