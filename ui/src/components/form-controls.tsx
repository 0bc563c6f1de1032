import {
  forwardRef,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
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
}

/** FormField's twin for a select: a labelled list of options with its hint and error. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  {
    name,
    label,
    error,
    hint,
    idPrefix = 'db',
    id = `${idPrefix}-field-${name}`,
    children,
    ...select
  },
  ref,
) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      control={(describedBy) => (
        <select
          ref={ref}
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
});

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
  idPrefix?: string;
}

/** FormField's twin for longer text. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(
    { name, label, error, hint, idPrefix = 'db', id = `${idPrefix}-field-${name}`, ...textarea },
    ref,
  ) {
    return (
      <FieldFrame
        id={id}
        label={label}
        hint={hint}
        error={error}
        control={(describedBy) => (
          <textarea
            ref={ref}
            id={id}
            name={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...textarea}
          />
        )}
      />
    );
  },
);
