/**
 * Addresses that moved, and where they went: a bookmark or an old e-mail's
 * link still lands on the page, with its query. The static server answers
 * them with a permanent redirect before any page is drawn, so the browser's
 * bundle carries none of it.
 */
const MOVED_PREFIXES: ReadonlyArray<{ from: string; to: string }> = [
  // The store console left My Dashboard for a remote of its own (remote-operator).
  { from: '/dashboard/operator', to: '/operator' },
];

/** The new address of `url` (a path with its query), or null when it has not moved. */
export function movedPath(url: string): string | null {
  for (const { from, to } of MOVED_PREFIXES) {
    const rest = url.slice(from.length);
    if (url.startsWith(from) && (rest === '' || /^[/?#]/.test(rest))) return `${to}${rest}`;
  }
  return null;
}
