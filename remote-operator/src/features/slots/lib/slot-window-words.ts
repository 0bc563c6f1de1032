import type { SlotWindow } from '@storefront/shared/operator-contracts';

// The contracts' WEEKDAY_NAMES sits beside the schemas, and so with zod: the
// pages name the days from Intl instead, and load the schemas only to check
// a form. ISO weekdays: 1 is Monday (1 January 2024 was one).
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** 1 → 'Monday' … 7 → 'Sunday'. */
export const weekdayName = (weekday: number) => WEEKDAY.format(Date.UTC(2024, 0, weekday));

/** '09:00–11:00' */
export const windowTimes = (slotWindow: Pick<SlotWindow, 'startTime' | 'endTime'>) =>
  `${slotWindow.startTime}–${slotWindow.endTime}`;

/** 'Monday 09:00–11:00' */
export const windowName = (slotWindow: SlotWindow) =>
  `${weekdayName(slotWindow.weekday)} ${windowTimes(slotWindow)}`;

/** 120 → '2 h before', 90 → '1 h 30 min before', 1440 → '1 day before', 0 → 'At the start'. */
export function cutoffText(minutes: number): string {
  if (minutes <= 0) return 'At the start';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days > 0 && `${days} ${days === 1 ? 'day' : 'days'}`,
    hours > 0 && `${hours} h`,
    rest > 0 && `${rest} min`,
  ].filter(Boolean);
  return `${parts.join(' ')} before`;
}

/** By weekday, then start: the order the API answers in, kept after an add or an edit. */
export const byDayAndTime = (a: SlotWindow, b: SlotWindow) =>
  a.weekday - b.weekday || a.startTime.localeCompare(b.startTime);
