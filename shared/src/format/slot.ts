// A slot as customers and operators read it, in the store's own time. Kept
// apart from the contracts so a page can word a slot without loading zod.

/** The store's time zone: slot windows are its wall-clock times. */
export const STORE_TIME_ZONE = 'Europe/London';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: STORE_TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: STORE_TIME_ZONE,
});

/** '10:42': a moment in the store's time, as a slot's times are written (an answer's deadline). */
export const formatStoreTime = (at: string | Date) => timeFormat.format(new Date(at));

/** 'Fri 27 Nov' */
export const formatSlotDay = (startsAt: string | Date) => dayFormat.format(new Date(startsAt));

/** '10:00–12:00' */
export const formatSlotTimes = (startsAt: string | Date, endsAt: string | Date) =>
  `${formatStoreTime(startsAt)}–${formatStoreTime(endsAt)}`;

/** 'Fri 27 Nov, 10:00–12:00' */
export const formatSlot = (slot: { startsAt: string | Date; endsAt: string | Date }) =>
  `${formatSlotDay(slot.startsAt)}, ${formatSlotTimes(slot.startsAt, slot.endsAt)}`;
