import { useId } from 'react';
import {
  LOAD_WINDOW_LABELS,
  LOAD_WINDOWS,
  parseLoadWindow,
  type LoadWindow,
} from '../lib/load-windows';

export interface LoadWindowFilterProps {
  value: LoadWindow;
  onChange: (next: LoadWindow) => void;
}

/** The span select above the figures: the last 24 h or 7 days. */
export function LoadWindowFilter({ value, onChange }: LoadWindowFilterProps) {
  const id = useId();
  return (
    <div className="db-filter">
      <label htmlFor={id}>Window</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(parseLoadWindow(event.target.value))}
      >
        {LOAD_WINDOWS.map((option) => (
          <option key={option} value={option}>
            {LOAD_WINDOW_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
