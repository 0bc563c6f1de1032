import { STORE_TIME_ZONE } from '@storefront/shared/slot';

// A slot's date ('2026-12-03') is a day in the store's calendar, London's,
// whatever the phone's own time zone.
const STORE_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The store's date `days` from now, as '2026-12-03'. */
function storeDate(now: number, days: number): string {
  const day = new Date(`${STORE_DAY.format(now)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** "Today" or "Tomorrow" for a slot's date, or null for any other day. */
export function dayWord(date: string, now: number = Date.now()): string | null {
  if (date === storeDate(now, 0)) return 'Today';
  if (date === storeDate(now, 1)) return 'Tomorrow';
  return null;
}
