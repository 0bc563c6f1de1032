import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

interface FieldProps {
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
}

export type FormFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement>;
export type SelectFieldProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode };

function fieldIds(name: string, hint?: string, error?: string | null) {
  const id = `vf-field-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    hintId: `${id}-hint`,
    errorId: `${id}-error`,
    describedBy: describedBy || undefined,
  };
}

function FieldNotes({
  hint,
  error,
  ids,
}: Pick<FieldProps, 'hint' | 'error'> & { ids: ReturnType<typeof fieldIds> }) {
  return (
    <>
      {hint && (
        <p id={ids.hintId} className="vf-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="vf-field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export function FormField({ name, label, error, hint, ...input }: FormFieldProps) {
  const ids = fieldIds(name, hint, error);
  return (
    <div className="vf-field">
      <label htmlFor={ids.id}>{label}</label>
      <input
        id={ids.id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      <FieldNotes hint={hint} error={error} ids={ids} />
    </div>
  );
}

/** The same, for a choice from a list. */
export function SelectField({ name, label, error, hint, children, ...select }: SelectFieldProps) {
  const ids = fieldIds(name, hint, error);
  return (
    <div className="vf-field">
      <label htmlFor={ids.id}>{label}</label>
      <select
        id={ids.id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {children}
      </select>
      <FieldNotes hint={hint} error={error} ids={ids} />
    </div>
  );
}
