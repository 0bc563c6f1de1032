/**
 * Where a list read by cursor stands, as its URL keeps it: after= the page
 * older than a place, before= the page newer than one, neither for the first.
 */
export type ListCursor = { after: string } | { before: string } | null;

/** The API's cursors are base64url; anything else in the URL is left out. */
const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

/** The cursor in ?{prefix}After= or ?{prefix}Before= (after= and before= with no prefix). */
export function cursorFrom(search: URLSearchParams, prefix = ''): ListCursor {
  const after = search.get(prefix ? `${prefix}After` : 'after');
  if (after && CURSOR.test(after)) return { after };
  const before = search.get(prefix ? `${prefix}Before` : 'before');
  if (before && CURSOR.test(before)) return { before };
  return null;
}

/** Sets (or clears) the cursor's parameters on `search`, in place. */
export function setCursor(search: URLSearchParams, cursor: ListCursor, prefix = ''): void {
  const afterName = prefix ? `${prefix}After` : 'after';
  const beforeName = prefix ? `${prefix}Before` : 'before';
  search.delete(afterName);
  search.delete(beforeName);
  if (cursor && 'after' in cursor) search.set(afterName, cursor.after);
  if (cursor && 'before' in cursor) search.set(beforeName, cursor.before);
}
