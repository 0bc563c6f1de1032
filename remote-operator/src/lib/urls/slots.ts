import { operatorUrl } from './base';

/** Slots by day, and the weekly windows they are made from. */
export const SLOTS_PATH = operatorUrl('slots');
export const SLOT_WINDOWS_PATH = operatorUrl('slot-windows');
/** The day view of one date: '…/slots?date=2026-11-27'. */
export const slotDayPath = (date: string) => `${SLOTS_PATH}?date=${date}`;
