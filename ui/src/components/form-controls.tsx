import type { ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './form-field';
import './form-controls.css';

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
