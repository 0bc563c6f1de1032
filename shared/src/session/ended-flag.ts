/** The sign-in page's query flag that shows that the session has ended. */
export const SESSION_ENDED_FLAG = 'ended';

// In this tab's sessionStorage, not in memory: the API's refusal and a reload
// can cross (the customer reloads as a refused request comes back), and the
// reloaded page, already signed out, must still say why (docs/session.md).
const TAB_KEY = 'sessionEnded';

// A page drawn on the server has no tab: nothing is kept there.
const tab = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/**
 * Whether the API ended this device's session (logged out on another device,
 * or expired) and no one has signed in since, in this tab. Every way to the
 * sign-in page then carries SESSION_ENDED_FLAG: the page that ended it and a
 * page's own guard may both send the person there, and whichever goes last
 * keeps it.
 */
export const sessionEnded = (): boolean => tab()?.getItem(TAB_KEY) === 'true';

export function markSessionEnded(value: boolean): void {
  if (value) tab()?.setItem(TAB_KEY, 'true');
  else tab()?.removeItem(TAB_KEY);
}
