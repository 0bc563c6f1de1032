/** What a failed zod check holds that a form needs: a form's module need not import zod. */
export interface SchemaIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/**
 * The first message for each field of a failed check, by the field's name
 * (the issue path's first key), for errors shown beside the fields. Given
 * `fields`, only those, typed as the form's own names.
 */
export function fieldErrors(error: SchemaIssues): Record<string, string>;
export function fieldErrors<Field extends string>(
  error: SchemaIssues,
  fields: readonly Field[],
): Partial<Record<Field, string>>;
export function fieldErrors(
  error: SchemaIssues,
  fields?: readonly string[],
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (fields && !fields.includes(field)) continue;
    found[field] ??= issue.message;
  }
  return found;
}
