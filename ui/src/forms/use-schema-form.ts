import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldErrors, type SchemaIssues } from '@storefront/shared';
import { focusFirstError, isOneOf } from '../lib/field-errors';
import type { MutationOutcome } from '@storefront/shared';

/** What the form needs of a zod schema, so its module need not import zod. */
export interface FormSchema<Parsed> {
  safeParse(
    input: unknown,
  ): { success: true; data: Parsed } | { success: false; error: SchemaIssues };
}

export interface SchemaFormOptions<
  Field extends string,
  Parsed,
  Values extends Record<Field, unknown> = Record<Field, string>,
> {
  /** The form's fields, in the order they are shown: the first with an error takes the focus. */
  fields: readonly Field[];
  /** Text for inputs; a control that holds more (a checkbox, ticked ids) keeps its own value. */
  initial: Values;
  /**
   * The contract's own schema, the one the API checks with; a function, so a
   * page can fetch it (and zod) when the form is first sent.
   */
  schema: () => FormSchema<Parsed> | Promise<FormSchema<Parsed>>;
}

/** The names of the fields whose value is text. */
type TextField<Values> = {
  [Name in keyof Values]-?: Values[Name] extends string ? Name : never;
}[keyof Values];

const CHECK_THE_FORM = 'Check the form and try again.';

/**
 * A form checked by the API's own schema before it is sent: errors beside
 * their fields, the first error taking the focus, the API's field errors put
 * on the field it named (any other failure is the form's), and `saving` while
 * the write runs.
 */
export function useSchemaForm<
  Field extends string,
  Parsed,
  Values extends Record<Field, unknown> = Record<Field, string>,
>({ fields, initial, schema }: SchemaFormOptions<Field, Parsed, Values>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const setValue = useCallback(
    <Name extends keyof Values>(name: Name, value: Values[Name]) =>
      setValues((current) => ({ ...current, [name]: value })),
    [],
  );

  /** The props of one text field: FormField, SelectField and TextAreaField take them as they are. */
  const field = (name: Field & TextField<Values>) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(name, event.target.value as Values[typeof name]),
    error: errors[name],
  });

  /** The form's onSubmit: checks, then hands the parsed values to `save`; answers its result. */
  const handleSubmit =
    <Result>(save: (parsed: Parsed) => Promise<MutationOutcome<Result>>) =>
    async (event: FormEvent<HTMLFormElement>): Promise<Result | undefined> => {
      event.preventDefault();
      const form = event.currentTarget;
      setFormError(null);
      const parsed = (await schema()).safeParse(values);
      if (!parsed.success) {
        const found = fieldErrors(parsed.error, fields);
        setErrors(found);
        // A check that names no field of the form must still say something.
        if (!focusFirstError(form, fields, found)) setFormError(CHECK_THE_FORM);
        return undefined;
      }
      setErrors({});
      setSaving(true);
      const outcome = await save(parsed.data);
      setSaving(false);
      if (outcome.ok) return outcome.result;
      const { field: named, message } = outcome.failure;
      if (isOneOf(fields, named)) {
        const found = { [named]: message } as Partial<Record<Field, string>>;
        setErrors(found);
        focusFirstError(form, fields, found);
      } else {
        setFormError(message);
      }
      return undefined;
    };

  /** Starts the form again: `to` (the initial values by default), and no errors. */
  function reset(to: Values = initial) {
    setValues(to);
    setErrors({});
    setFormError(null);
  }

  return { values, setValues, setValue, field, errors, formError, saving, handleSubmit, reset };
}
