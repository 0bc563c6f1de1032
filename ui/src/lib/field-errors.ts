export function isOneOf<Field extends string>(
  fields: readonly Field[],
  name: string | undefined,
): name is Field {
  return fields.some((field) => field === name);
}

/**
 * Moves the focus to the first of `fields` (in form order) that has an error;
 * returns it. A list's error (optionValues) focuses the list's first input
 * (optionValues.0), when the list has no input of its own.
 */
export function focusFirstError<Field extends string>(
  form: HTMLFormElement,
  fields: readonly Field[],
  found: Partial<Record<Field, string>>,
): Field | undefined {
  const first = fields.find((field) => found[field]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"], [name="${first}.0"]`)?.focus();
  return first;
}
