const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const DAY_AND_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '2025-03-02T10:00:00Z' → '2 Mar 2025'. */
export function formatDay(iso: string): string {
  return DAY.format(new Date(iso));
}

/** '2025-03-02T10:00:00Z' → '2 Mar 2025, 10:00' (in the customer's time zone). */
export function formatDayAndTime(iso: string): string {
  return DAY_AND_TIME.format(new Date(iso));
}

/** '2025-03-12T10:00:00Z' → '12 March 2025'; '' when the date cannot be read. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return LONG_DAY.format(date);
}
