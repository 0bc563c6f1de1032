import type { ReactNode } from 'react';
import './controls.css';

export interface QuantitySelectProps {
  id: string;
  label: ReactNode;
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/** A quantity picked from 1..max; a line already above max (stock fell) keeps its own value. */
export function QuantitySelect({ id, label, value, max, disabled, onChange }: QuantitySelectProps) {
  const options = Array.from({ length: Math.max(value, max, 1) }, (_, index) => index + 1);
  return (
    <div className="sf-quantity-select">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      >
        {options.map((quantity) => (
          <option key={quantity} value={quantity}>
            {quantity}
          </option>
        ))}
      </select>
    </div>
  );
}
