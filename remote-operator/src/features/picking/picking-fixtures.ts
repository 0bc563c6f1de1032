import { act } from '@testing-library/react';
import type { LineOffer } from '@storefront/shared/contracts';
import type {
  PickBatch,
  PickingOverview,
  PickLine,
  WalkStop,
} from '@storefront/shared/operator-contracts';

export const BATCH_ID = '5b0c6c1e-7a0e-4d7b-9b8e-1f2a3b4c5d6e';
export const ORDER_A = '00000000-0000-4000-8000-00000000000a';
export const ORDER_B = '00000000-0000-4000-8000-00000000000b';
/** The device goes offline or back online, as the browser tells the app. */
export function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** 'GET …/batches/:id', 'POST …/batches/:id/actions': a mocked API route of the batch. */
export const batchRoute = (method: 'GET' | 'POST', tail = '') =>
  `${method} /operator/picking/batches/${BATCH_ID}${tail}`;

const line = (orderId: string, tote: string, quantity: number) => ({
  orderId,
  tote,
  quantity,
  state: 'to_pick' as const,
  pickedQuantity: null,
  weightGrams: null,
  version: 0,
  substitution: { choice: 'similar' as const },
  offer: null,
});

/** Sourdough (per piece, EAN-13) for both totes, then bananas by weight, then tea with no GTIN. */
export const STOPS: WalkStop[] = [
  {
    productId: 11,
    name: 'Sourdough Loaf',
    sku: 'BAK-SOUR',
    gtin: '5012345678900',
    image: '/img/sourdough.jpg',
    categoryName: 'Bakery',
    unit: 'each',
    estimatedWeightGrams: null,
    pricePerKgMinor: null,
    lines: [line(ORDER_A, 'A', 2), line(ORDER_B, 'B', 1)],
  },
  {
    productId: 22,
    name: 'Bananas',
    sku: 'FRU-BAN',
    // The store's own weight code: prefix 20, item reference 12345.
    gtin: '2012345000001',
    image: '/img/bananas.jpg',
    categoryName: 'Fruit & veg',
    unit: 'per_kg',
    estimatedWeightGrams: 180,
    // £1.15 a kg: a price label (prefix 25–29) is read back into grams with it.
    pricePerKgMinor: 115,
    lines: [line(ORDER_A, 'A', 6)],
  },
  {
    productId: 33,
    name: 'English Breakfast Tea',
    sku: 'DRK-TEA-EB',
    gtin: null,
    image: '/img/tea.jpg',
    categoryName: 'Drinks',
    unit: 'each',
    estimatedWeightGrams: null,
    pricePerKgMinor: null,
    lines: [line(ORDER_B, 'B', 3)],
  },
];

export function aBatch(change: Partial<PickBatch> = {}): PickBatch {
  return {
    id: BATCH_ID,
    claimedAt: '2026-12-03T08:00:00.000Z',
    finishedAt: null,
    picker: { id: 'u-op', name: 'Olga Operator' },
    orders: [
      {
        id: ORDER_A,
        number: 'CM-000012',
        tote: 'A',
        deliveryOption: 'delivery',
        customerName: 'Ada Lovelace',
      },
      {
        id: ORDER_B,
        number: 'CM-000015',
        tote: 'B',
        deliveryOption: 'pickup',
        customerName: 'Grace Hopper',
      },
    ],
    walk: STOPS,
    ...change,
  };
}

/** The batch with every line settled as picked, at version 1. */
export const aSettledBatch = () =>
  aBatch({
    walk: STOPS.map((stop) => ({
      ...stop,
      lines: stop.lines.map((found) => ({
        ...found,
        state: 'picked' as const,
        pickedQuantity: found.quantity,
        weightGrams: stop.unit === 'per_kg' ? 1100 : null,
        version: 1,
      })),
    })),
  });

export function anOverview(change: Partial<PickingOverview> = {}): PickingOverview {
  return {
    openBatchId: null,
    waiting: [
      {
        slot: {
          windowId: 4,
          date: '2026-12-03',
          startsAt: '2026-12-03T10:00:00.000Z',
          endsAt: '2026-12-03T12:00:00.000Z',
        },
        orders: 3,
      },
      { slot: null, orders: 1 },
    ],
    ...change,
  };
}

export const OFFER_ID = '7d9e1c2a-3b4c-4d5e-8f60-718293a4b5c6';

/** A question asked about a line: a substitute by default, awaiting until 10:42. */
export function anOffer(change: Partial<LineOffer> = {}): LineOffer {
  return {
    id: OFFER_ID,
    kind: 'substitute',
    state: 'awaiting',
    productId: 33,
    askedAt: '2026-12-03T10:32:00.000Z',
    answerBy: '2026-12-03T10:42:00.000Z',
    answeredAt: null,
    substitute: {
      productId: 44,
      name: 'Earl Grey Tea',
      image: '/img/earl-grey.jpg',
      quantity: 2,
      unitPriceMinor: 380,
      unitPriceIfNoAnswerMinor: 350,
    },
    extraMinor: 0,
    ...change,
  };
}

/** The batch with only the tea stop, its line short (1 of 3 found) at version 1, as `change` says. */
export const aShortTeaBatch = (change: Partial<PickLine> = {}) =>
  aBatch({
    walk: [
      {
        ...STOPS[2]!,
        lines: [
          {
            ...STOPS[2]!.lines[0]!,
            state: 'short',
            pickedQuantity: 1,
            version: 1,
            ...change,
          },
        ],
      },
    ],
  });
