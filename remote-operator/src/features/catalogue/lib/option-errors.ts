import type { ApiFailure } from '@storefront/shared';
import type { FormSchema, MutationOutcome } from '@storefront/ui';

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

/** Where a refused save is shown: beside what the API named or its code is about; undefined for the form. */
export function failureKey({ code, field }: ApiFailure): string | undefined {
  if (code === 'VARIANT_EXISTS') return 'optionValues';
  if (code === 'OPTIONS_IN_USE') return 'optionNames';
  return field ? errorKey(field.split('.')) : undefined;
}

/** The values of one list's inputs (optionValues.0, optionValues.1…), in order. */
export function optionList(
  values: Readonly<Record<string, unknown>>,
  list: OptionList,
  count: number,
): string[] {
  return Array.from({ length: count }, (_, index) => String(values[`${list}.${index}`] ?? ''));
}

/** A product's option values as the form's inputs hold them. */
export function optionInputs(
  optionValues: readonly string[],
): Record<`optionValues.${number}`, string> {
  return Object.fromEntries(optionValues.map((value, index) => [`optionValues.${index}`, value]));
}

/** What a form's reader makes of its text: the API's input, and what it could not read, by input. */
export interface OptionFormReading {
  input: unknown;
  problems: FormErrors;
}

/**
 * The contract's schema over the text of a form that holds option values:
 * `read` makes the API's input, and each issue lands on its own input
 * (errorKey: a value's on its own input, the price's on the price typed).
 */
export function optionFormSchema<Values, Parsed>(
  contract: FormSchema<Parsed>,
  read: (values: Values) => OptionFormReading,
): FormSchema<Parsed> {
  return {
    safeParse(values) {
      const { input, problems } = read(values as Values);
      const parsed = contract.safeParse(input);
      const issues = Object.entries(problems).flatMap(([key, message]) =>
        message ? [{ path: [key], message }] : [],
      );
      if (parsed.success && issues.length === 0) return parsed;
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        issues.push({ path: [errorKey(issue.path)], message: issue.message });
      }
      return { success: false, error: { issues } };
    },
  };
}

/** A refused save with its field as the form's input (failureKey), so useSchemaForm puts it there. */
export function onOptionInputs<Result>(outcome: MutationOutcome<Result>): MutationOutcome<Result> {
  if (outcome.ok) return outcome;
  const failure = { ...outcome.failure };
  delete failure.field;
  const field = failureKey(outcome.failure);
  return { ok: false, failure: field ? { ...failure, field } : failure };
}
