// Answers fetched ahead of a page, on a person's intent (a link hovered,
// focused or pressed: the host calls routes.ts's preload), so the click finds
// the page's code and its first answer on their way, with no request chain.
// The page's first read takes the answer; a second intent within the window
// asks nothing more.

/**
 * How long an answer fetched ahead is taken: the age of the API's own cached
 * answers, so a page never starts from an answer older than the API would give.
 */
export const AHEAD_MS = 5000;

const ahead = new Map<string, { answer: Promise<unknown>; at: number }>();

const fresh = (key: string) => {
  const kept = ahead.get(key);
  return kept && performance.now() - kept.at < AHEAD_MS ? kept : undefined;
};

/** Starts `load` for `key`, unless an answer for it is already on its way. */
export function fetchAhead(key: string, load: () => Promise<unknown>): void {
  if (fresh(key)) return;
  const answer = load();
  // A failure is the page's to show: it asks again itself.
  answer.catch(() => ahead.delete(key));
  ahead.set(key, { answer, at: performance.now() });
}

/** The answer fetched ahead for `key`, once (a later read asks the API), or undefined. */
export function takeAhead<T>(key: string): Promise<T> | undefined {
  const kept = fresh(key);
  ahead.delete(key);
  return kept?.answer as Promise<T> | undefined;
}
