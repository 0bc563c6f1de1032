import type { InputHTMLAttributes, Ref } from 'react';
import './components.css';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
  /** Makes ids unique when the same field name appears in two forms. */
  idPrefix?: string;
  /** The input's own id; `${idPrefix}-field-${name}` when not given. */
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export function FormField({
  name,
  label,
  error,
  hint,
  idPrefix = 'db',
  id = `${idPrefix}-field-${name}`,
  ...input
}: FormFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="db-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="db-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="db-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
