/** The largest value a Postgres integer column holds. */
const MAX_INT4 = 2_147_483_647;

/**
 * Whether a positive whole number could be a serial id. The contracts accept
 * any safe integer, and a bigger one would make Postgres fail the query, so
 * repositories treat it as an id that matches nothing.
 */
export const isStoredId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= MAX_INT4;
