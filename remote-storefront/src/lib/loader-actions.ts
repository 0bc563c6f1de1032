// Quick actions (an anonymous cart lives on this device) finish before the
// overlay would be seen, so it only appears when the wait is noticeable.
export const BUSY_DELAY_MS = 200;
