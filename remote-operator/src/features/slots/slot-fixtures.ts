import type { SlotDay, SlotWindow } from '@storefront/shared/operator-contracts';

// Test data for the slots pages, in the API's shapes. 27 November 2026 is a
// Friday in winter: London's clock is UTC's, so a slot's times read as given.

export const DAY = '2026-11-27';

type DayOrder = SlotDay['slots'][number]['orders'][number];

export function aDayOrder(n: number, change: Partial<DayOrder> = {}): DayOrder {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number: `CM-${String(n).padStart(6, '0')}`,
    status: 'confirmed',
    customer: { id: 'u-3', name: 'Ada Lovelace' },
    itemCount: 3,
    totalMinor: 1399,
    ...change,
  };
}

/**
 * Three slots: a delivery slot with two orders, an empty one, and a full
 * pickup slot; the pick list in no order, so the page has sorting to do.
 */
export function aSlotDay(change: Partial<SlotDay> = {}): SlotDay {
  return {
    date: DAY,
    slots: [
      {
        windowId: 4,
        deliveryOption: 'delivery',
        startsAt: '2026-11-27T10:00:00.000Z',
        endsAt: '2026-11-27T12:00:00.000Z',
        capacity: 10,
        booked: 2,
        orders: [
          aDayOrder(12),
          aDayOrder(15, {
            status: 'placed',
            customer: { id: 'u-7', name: 'Grace Hopper' },
            itemCount: 1,
            totalMinor: 450,
          }),
        ],
      },
      {
        windowId: 5,
        deliveryOption: 'delivery',
        startsAt: '2026-11-27T14:00:00.000Z',
        endsAt: '2026-11-27T16:00:00.000Z',
        capacity: 8,
        booked: 0,
        orders: [],
      },
      {
        windowId: 9,
        deliveryOption: 'pickup',
        startsAt: '2026-11-27T16:00:00.000Z',
        endsAt: '2026-11-27T18:00:00.000Z',
        capacity: 1,
        booked: 1,
        orders: [aDayOrder(18, { status: 'ready_for_pickup', totalMinor: 2000 })],
      },
    ],
    pickList: [
      {
        ...pick(11, 'Oat Milk', 'DRK-OAT', 'Drinks', 3),
        ifShort: [
          { choice: 'similar', name: null, quantity: 2 },
          { choice: 'specific', name: 'Whole Milk', quantity: 1 },
        ],
      },
      pick(21, 'Apples', 'FRU-APPLE', 'Fruit & veg', 2, 'per_kg'),
      pick(9, 'Sourdough Loaf', 'BAK-SOUR', 'Bakery', 4),
      pick(7, 'English Breakfast Tea', 'DRK-TEA-EB', 'Drinks', 2),
    ],
    currency: 'GBP',
    ...change,
  };
}

function pick(
  productId: number,
  name: string,
  sku: string,
  categoryName: string,
  quantity: number,
  unit: 'each' | 'per_kg' = 'each',
): SlotDay['pickList'][number] {
  return {
    productId,
    name,
    sku,
    categoryName,
    unit,
    quantity,
    ifShort: [{ choice: 'none', name: null, quantity }],
  };
}

/** Monday 09:00–11:00 home delivery: 10 orders, closing 2 hours before, taking orders. */
export function aSlotWindow(change: Partial<SlotWindow> = {}): SlotWindow {
  return {
    id: 1,
    deliveryOption: 'delivery',
    weekday: 1,
    startTime: '09:00',
    endTime: '11:00',
    capacity: 10,
    cutoffMinutes: 120,
    active: true,
    ...change,
  };
}

/** The JSON body of a request the mock API saw. */
export const bodyOf = (data: unknown) => JSON.parse(data as string) as unknown;
