export function isOneOf<Field extends string>(
  fields: readonly Field[],
  name: string | undefined,
): name is Field {
  return fields.some((field) => field === name);
}

/** Moves the focus to the first of `fields` (in form order) that has an error; returns it. */
export function focusFirstError<Field extends string>(
  form: HTMLFormElement,
  fields: readonly Field[],
  found: Partial<Record<Field, string>>,
): Field | undefined {
  const first = fields.find((field) => found[field]);
  if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  return first;
}
