/** Where the slots' pages live in the dashboard. */
export const SLOTS_PATH = '/dashboard/operator/slots';
export const SLOT_WINDOWS_PATH = '/dashboard/operator/slot-windows';

/** The day view of one date: '/dashboard/operator/slots?date=2026-11-27'. */
export const slotDayPath = (date: string) => `${SLOTS_PATH}?date=${date}`;

export const storeOrderPath = (orderId: string) =>
  `/dashboard/operator/orders/${encodeURIComponent(orderId)}`;

export const customerPath = (userId: string) =>
  `/dashboard/operator/customers/${encodeURIComponent(userId)}`;
