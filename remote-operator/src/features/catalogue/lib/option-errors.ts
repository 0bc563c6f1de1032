import type { ApiFailure, SchemaIssues } from '@storefront/shared';

// The errors of the forms that hold a product's options, keyed by the input
// they belong beside: 'optionValues.1' is the second value's own input, and
// 'optionValues' the whole list (e.g. another variant already has those values).

export type FormErrors = Partial<Record<string, string>>;
type OptionList = 'optionNames' | 'optionValues';

const isOptionList = (field: string | undefined): field is OptionList =>
  field === 'optionNames' || field === 'optionValues';

/** The keys of one option list's errors, in form order: the list's, then each input's. */
export function optionKeys(list: OptionList, count: number): string[] {
  return [list, ...Array.from({ length: count }, (_, index) => `${list}.${index}`)];
}

/** An error's key from its path; the price is typed as price and sent as priceMinor. */
export function errorKey(path: readonly PropertyKey[]): string {
  const [field, index] = path.map(String);
  if (field === 'priceMinor') return 'price';
  if (isOptionList(field) && index !== undefined && /^\d+$/.test(index)) return `${field}.${index}`;
  return field ?? '';
}

/** A failed schema check's first message for each key. */
export function issueErrors({ issues }: SchemaIssues): FormErrors {
  const found: FormErrors = {};
  for (const issue of issues) found[errorKey(issue.path)] ??= issue.message;
  return found;
}

/** Where a refused save is shown: beside what the API named or its code is about; undefined for the form. */
export function failureKey({ code, field }: ApiFailure): string | undefined {
  if (code === 'VARIANT_EXISTS') return 'optionValues';
  if (code === 'OPTIONS_IN_USE') return 'optionNames';
  return field ? errorKey(field.split('.')) : undefined;
}

/** Only the errors of `keys`: those a form shows beside an input. */
export function errorsOf(found: FormErrors, keys: readonly string[]) {
  const kept: FormErrors = {};
  for (const key of keys) if (found[key]) kept[key] = found[key];
  return kept;
}

/** Focuses the first input, in form order, that has an error; a list's error focuses its first input. */
export function focusFirstInvalid(
  form: HTMLFormElement,
  keys: readonly string[],
  found: FormErrors,
) {
  const first = keys.find((key) => found[key]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"], [name="${first}.0"]`)?.focus();
}
