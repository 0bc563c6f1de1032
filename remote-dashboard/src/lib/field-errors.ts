/** What a zod error holds that the forms need (the dashboard does not import zod itself). */
export interface SchemaIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** The first message of each of `fields` in a zod error, for inline errors. */
export function fieldErrors<Field extends string>(
  error: SchemaIssues,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = fields.find((known) => known === issue.path[0]);
    if (field && !found[field]) found[field] = issue.message;
  }
  return found;
}

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
