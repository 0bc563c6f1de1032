import { sql } from 'drizzle-orm';

// The placeholders of the search's prepared statements (search-sql.ts,
// several-words-sql.ts), whose values searchValues gives, with the page's
// limit and offset.

export const storeId = sql.placeholder('storeId');
export const q = sql.placeholder('q');
/** The search as typed, as an ILIKE pattern (containsPattern). */
export const pattern = sql.placeholder('pattern');
/** A plain search's words, lower-cased, one space apart (plainWordsValue). */
export const words = sql.placeholder('words');
/** Those words as an ILIKE pattern: a description holding them as a phrase. */
export const phrase = sql.placeholder('phrase');
export const limit = sql.placeholder('limit');
export const offset = sql.placeholder('offset');
