import type { APIRequestContext } from '@playwright/test';
import { API } from './api';

export interface Slot {
  windowId: number;
  date: string;
  startsAt: string;
  endsAt: string;
  remaining: number;
}

const london = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options });

/** 'Tue 1 Dec': the day group a slot is listed under. */
export const dayOf = (slot: Slot) =>
  london({ weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(slot.startsAt));

/** '10:00–12:00': how a slot's times are worded. */
export const timesOf = (slot: Slot) => {
  const time = london({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${time.format(new Date(slot.startsAt))}–${time.format(new Date(slot.endsAt))}`;
};

/** The store's pickup slots that still have room, soonest first. */
export async function openPickupSlots(request: APIRequestContext): Promise<Slot[]> {
  const offered = (await (
    await request.get(`${API}/stores/38/slots?deliveryOption=pickup`)
  ).json()) as { items: Slot[] };
  return offered.items.filter((slot) => slot.remaining > 0);
}
