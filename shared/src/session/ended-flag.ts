/** The sign-in page's query flag that shows that the session has ended. */
export const SESSION_ENDED_FLAG = 'ended';

let ended = false;

/**
 * Whether the API ended this device's session (logged out on another device,
 * or expired) and no one has signed in since. Every way to the sign-in page
 * then carries SESSION_ENDED_FLAG: the page that ended it and a page's own
 * guard may both send the person there, and whichever goes last keeps it.
 * Kept in memory: a reload starts signed out, with nothing to explain.
 */
export function sessionEnded(): boolean {
  return ended;
}

export function markSessionEnded(value: boolean): void {
  ended = value;
}
