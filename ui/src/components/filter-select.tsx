import { useId } from 'react';

export interface FilterSelectProps<Value extends string> {
  label: string;
  /** The chosen value; '' (or null) is the `all` option. */
  value: Value | '' | null;
  values: readonly Value[];
  labels: Record<Value, string>;
  /** The first option, meaning no filter (e.g. "All orders"); none when one value is always chosen. */
  all?: string;
  /** The option's value as the select gives it: the caller parses it (URL values go through the same parse). */
  onChange: (value: string) => void;
}

/** A labelled select above a list that narrows it down: by status, by delivery option, and so on. */
export function FilterSelect<Value extends string>({
  label,
  value,
  values,
  labels,
  all,
  onChange,
}: FilterSelectProps<Value>) {
  const id = useId();
  return (
    <div className="db-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {all !== undefined && <option value="">{all}</option>}
        {values.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
