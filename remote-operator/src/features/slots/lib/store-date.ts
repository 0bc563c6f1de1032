import { STORE_TIME_ZONE } from '@storefront/shared/slot';

// A slot day is a date in the store's calendar ('2026-11-27'), not a moment:
// its arithmetic runs at midnight UTC, where no clock change moves it.

const STORE_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const midnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** The store's date at `now`: in London, whatever the operator's own time zone. */
export function storeToday(now: number = Date.now()): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    STORE_DAY.formatToParts(now).find((found) => found.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A ?date= that names a real day ('2026-11-27'), or null. */
export function readDate(value: string | null): string | null {
  if (!value || !DATE_PATTERN.test(value)) return null;
  const date = midnight(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/** '2026-11-27' moved by `days`: '2026-11-28' for 1, '2026-11-26' for -1. */
export function addDays(date: string, days: number): string {
  const moved = midnight(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** '2026-11-27' → 'Friday, 27 November 2026'. */
export const formatStoreDate = (date: string) => LONG_DAY.format(midnight(date));
