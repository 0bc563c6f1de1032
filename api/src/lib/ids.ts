/** The largest value a Postgres integer column holds. */
const MAX_INT4 = 2_147_483_647;

/**
 * Whether a positive whole number could be a serial id. The contracts accept
 * any safe integer, and a bigger one would make Postgres fail the query, so
 * repositories treat it as an id that matches nothing.
 */
export const isStoredId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= MAX_INT4;

/**
 * A new id for a row written with every order (the order, its payments):
 * a UUID whose leading bits are the time it was made (version 7), so each new
 * one sorts after the last. Indexes on such ids, and on the columns that refer
 * to them, grow at their right-hand edge, where the pages are already in
 * memory; a random UUID would put every order's entries on a page of its own,
 * read in and written back for that one order. The rest of the id is random,
 * and no route answers an order or a payment by its id alone: each checks whose
 * it is.
 */
export { v7 as timeOrderedId } from 'uuid';
