import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import './form-field.css';

export interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  /**
   * Read the error out as it appears (role=alert), the default. A form that
   * puts the focus on its first error may turn it off, so the error is read
   * once, as the field's description, rather than twice.
   */
  announceError?: boolean;
  control: (describedBy: string | undefined) => ReactNode;
}

/** The label, hint and error around one control, tied to it for screen readers. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  announceError = true,
  control,
}: FieldFrameProps) {
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
        <p
          id={`${id}-error`}
          className="db-field__error"
          role={announceError ? 'alert' : undefined}
        >
          {error}
        </p>
      )}
    </div>
  );
}

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
  announceError?: boolean;
  /** Makes ids unique when the same field name appears in two forms. */
  idPrefix?: string;
  /** The input's own id; `${idPrefix}-field-${name}` when not given. */
  id?: string;
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  {
    name,
    label,
    error,
    hint,
    announceError,
    idPrefix = 'db',
    id = `${idPrefix}-field-${name}`,
    ...input
  },
  ref,
) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      announceError={announceError}
      control={(describedBy) => (
        <input
          ref={ref}
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    />
  );
});
