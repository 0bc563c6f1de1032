import { useHydrated } from '@storefront/shared';
import './controls.css';

export interface QuantityStepperProps {
  id: string;
  value: number;
  max: number;
  onChange: (quantity: number) => void;
}

/** A quantity from 1 to max: minus and plus buttons around a number the customer can type. */
export function QuantityStepper({ id, value, max, onChange }: QuantityStepperProps) {
  const clamp = (quantity: number) => Math.min(Math.max(1, Math.trunc(quantity)), max);
  const ready = useHydrated();
  return (
    <div className="sf-stepper">
      <label htmlFor={id}>Quantity</label>
      <div className="sf-stepper__controls">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={!ready || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          readOnly={!ready}
          onChange={(event) => {
            const typed = event.currentTarget.valueAsNumber;
            if (Number.isFinite(typed)) onChange(clamp(typed));
          }}
        />
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={!ready || value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
