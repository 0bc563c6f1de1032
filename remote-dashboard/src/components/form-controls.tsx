import type { ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import './components.css';
import './form-controls.css';

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  control: (describedBy: string | undefined) => ReactNode;
}

/** The label, hint and error around one control, tied to it for screen readers. */
function FieldFrame({ id, label, hint, error, control }: FieldFrameProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="db-field">
      <label htmlFor={id}>{label}</label>
      {control(describedBy || undefined)}
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

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
  /** Makes ids unique when the same field name appears in two forms. */
  idPrefix?: string;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** FormField's twin for a select: a labelled list of options with its hint and error. */
export function SelectField({
  name,
  label,
  error,
  hint,
  idPrefix = 'db',
  id = `${idPrefix}-field-${name}`,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      control={(describedBy) => (
        <select
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {children}
        </select>
      )}
    />
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
  idPrefix?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** FormField's twin for longer text. */
export function TextAreaField({
  name,
  label,
  error,
  hint,
  idPrefix = 'db',
  id = `${idPrefix}-field-${name}`,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      control={(describedBy) => (
        <textarea
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    />
  );
}
