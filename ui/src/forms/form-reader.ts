import type { MutationOutcome } from '@storefront/shared';
import type { FormSchema } from './use-schema-form';

/** What a form's reader makes of its values: the API's input, and what could not be read, by field. */
export interface FormReading {
  input: unknown;
  problems: Readonly<Record<string, string | undefined>>;
}

/** How the API's names read in the form, where they differ. */
export interface FormTerms {
  /** The form's field for an API field, e.g. amountOffMinor → amountOff (typed as money). */
  fieldOf?: Readonly<Record<string, string>>;
  /** The words for an API field that starts a message: 'capacity is at least 1' → 'The capacity is at least 1'. */
  words?: Readonly<Record<string, string>>;
}

/** A field and message from the API, in the form's terms; a dotted field (openingHours.2.closes) is its first part's. */
function inForm(apiField: string, message: string, { fieldOf = {}, words = {} }: FormTerms) {
  const top = apiField.split('.')[0] ?? apiField;
  const word = words[top];
  return {
    field: fieldOf[top] ?? top,
    message: word && message.startsWith(`${top} `) ? word + message.slice(top.length) : message,
  };
}

/**
 * The contract's own schema behind a reader that turns the form's text into
 * the API's input (numbers, dates, money in minor units). What could not be
 * read says so, rather than what the schema made of it; the schema's
 * messages are put in the form's terms.
 */
export function readingSchema<Values, Parsed>(
  contract: FormSchema<Parsed>,
  read: (values: Values) => FormReading,
  terms: FormTerms = {},
): FormSchema<Parsed> {
  return {
    safeParse(values) {
      const { input, problems } = read(values as Values);
      const parsed = contract.safeParse(input);
      const issues = Object.entries(problems).flatMap(([field, message]) =>
        message ? [{ path: [field], message }] : [],
      );
      if (parsed.success && issues.length === 0) return parsed;
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const { field, message } = inForm(String(issue.path[0] ?? ''), issue.message, terms);
        issues.push({ path: [field], message });
      }
      return { success: false, error: { issues } };
    },
  };
}

/** A write's failure in the form's terms, so its field error lands on the form's field. */
export function inFormTerms<Result>(
  outcome: MutationOutcome<Result>,
  terms: FormTerms,
): MutationOutcome<Result> {
  if (outcome.ok || !outcome.failure.field) return outcome;
  return {
    ok: false,
    failure: {
      ...outcome.failure,
      ...inForm(outcome.failure.field, outcome.failure.message, terms),
    },
  };
}
