// The rules every text field follows, without zod, so a page that only checks
// a URL's search against them (the product list) need not load the schemas.

// A control character: the C0 set but tab, line feed and carriage return,
// DEL, and the C1 set. No person types one, and PostgreSQL refuses a NUL in
// text outright (before these rules, a NUL in any field was a 500).
const CONTROL_CHARACTERS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
export const CONTROL_CHARACTER = new RegExp(`[${CONTROL_CHARACTERS}]`);
export const NO_CONTROL_CHARACTER = new RegExp(`^[^${CONTROL_CHARACTERS}]*$`);
export const CONTROL_CHARACTER_MESSAGE = 'Remove the control characters (such as NUL)';

export const SEARCH_TEXT_MAX_LENGTH = 100;
export const SEARCH_TEXT_TOO_LONG = `Search for at most ${SEARCH_TEXT_MAX_LENGTH} characters`;

/** What is wrong with a search, as the API would say it; null when nothing is. */
export function searchTextProblem(search: string): string | null {
  if (CONTROL_CHARACTER.test(search)) return CONTROL_CHARACTER_MESSAGE;
  if (search.trim().length > SEARCH_TEXT_MAX_LENGTH) return SEARCH_TEXT_TOO_LONG;
  return null;
}
