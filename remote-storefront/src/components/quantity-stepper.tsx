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
  return (
    <div className="sf-stepper">
      <label htmlFor={id}>Quantity</label>
      <div className="sf-stepper__controls">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={value <= 1}
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
          onChange={(event) => {
            const typed = event.currentTarget.valueAsNumber;
            if (Number.isFinite(typed)) onChange(clamp(typed));
          }}
        />
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
