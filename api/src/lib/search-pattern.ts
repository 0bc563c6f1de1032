/** The search text as a literal ILIKE pattern: %, _ and \ match only themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * How close a name must come to a search, by pg_trgm's word_similarity (0 to
 * 1), to count as a typo of it: "choclate" against "Dark Chocolate" is 0.58,
 * while "tea" against "Steak" is 0.25.
 */
export const SIMILAR_WORDS = 0.5;

/** The store's words a search's word may mean, closest first: a typo's corrections. */
export const CORRECTIONS = 16;

/**
 * Run on each new database connection: the threshold of the `<%` operator,
 * which a trigram index can answer (a word_similarity(…) >= x filter is
 * computed row by row instead).
 */
export const SEARCH_SESSION_SETTING = `SET pg_trgm.word_similarity_threshold = ${SIMILAR_WORDS}`;
