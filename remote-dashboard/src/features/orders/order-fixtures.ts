import type { LineOffer, Order, ProblemReport } from '@storefront/shared/contracts';
import { anOrderSummary, aPage, aPayment } from '@storefront/ui/testing';

export const ORDER_ID = '0b6f7a52-4f7e-4d6e-9b8b-1f1d2c3b4a51';

/** A report of one damaged tea, still waiting for the store. */
export function aProblemReport(change: Partial<ProblemReport> = {}): ProblemReport {
  return {
    id: '5d0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    orderId: ORDER_ID,
    orderNumber: 'CM-000012',
    status: 'open',
    lines: [{ productId: 7, name: 'English Breakfast Tea', kind: 'damaged', quantity: 1 }],
    note: 'The box was crushed.',
    photo: null,
    valueMinor: 350,
    currency: 'GBP',
    refundTo: null,
    refundedMinor: null,
    rejectionReason: null,
    createdAt: '2025-03-05T09:00:00.000Z',
    decidedAt: null,
    ...change,
  };
}

/**
 * A delivery order of two lines, placed on 2 March 2025, still placed, paid
 * cash on delivery; no problem reported, and none can be until it is completed.
 */
export function anOrder(change: Partial<Order> = {}): Order {
  return {
    ...anOrderSummary(12),
    id: ORDER_ID,
    address: {
      recipient: 'Ada Lovelace',
      line1: '1 Office Park',
      line2: '',
      city: 'London',
      postcode: 'SW1A 1AA',
      phone: null,
    },
    lines: [
      {
        productId: 7,
        listedProductId: 7,
        name: 'English Breakfast Tea',
        image: 'products/tea.svg',
        unitPriceMinor: 350,
        unit: 'each',
        estimatedWeightGrams: null,
        weightGrams: null,
        vatRateBasisPoints: 0,
        quantity: 2,
        orderedQuantity: 2,
        lineTotalMinor: 700,
        discountMinor: 0,
        substitution: null,
        substituteFor: null,
        offer: null,
      },
      {
        productId: 9,
        listedProductId: 9,
        name: 'Sourdough Loaf',
        image: 'products/bread.svg',
        unitPriceMinor: 300,
        unit: 'each',
        estimatedWeightGrams: null,
        weightGrams: null,
        vatRateBasisPoints: 0,
        quantity: 1,
        orderedQuantity: 1,
        lineTotalMinor: 300,
        discountMinor: 0,
        substitution: null,
        substituteFor: null,
        offer: null,
      },
    ],
    substitutionDefault: 'similar',
    substitutionsEditable: true,
    history: [{ status: 'placed', at: '2025-03-02T10:00:00.000Z', note: null }],
    payments: [aPayment()],
    problemReports: [],
    problemReportUntil: null,
    ...change,
  };
}

/** Order number `index` of the history, e.g. aSummary(14) is CM-000014. */
export const aSummary = anOrderSummary;

export { aPage, aPayment };

export const OFFER_ID = '3c2b1a09-8f7e-4d6c-9b5a-493827161504';

/** The store asks about the tea while picking: Earl Grey ×1 for the missing one, until 10:42. */
export function anOffer(change: Partial<LineOffer> = {}): LineOffer {
  return {
    id: OFFER_ID,
    kind: 'substitute',
    state: 'awaiting',
    productId: 7,
    askedAt: '2025-03-02T10:32:00.000Z',
    answerBy: '2025-03-02T10:42:00.000Z',
    answeredAt: null,
    substitute: {
      productId: 30,
      name: 'Earl Grey Tea',
      image: 'products/earl-grey-tea.svg',
      quantity: 1,
      unitPriceMinor: 380,
      unitPriceIfNoAnswerMinor: 350,
    },
    extraMinor: 0,
    ...change,
  };
}

/** The order being picked: the tea short (1 of 2 found), asked about as `offer` says. */
export function aPickedOrder(offer: LineOffer | null = anOffer()): Order {
  const order = anOrder({ status: 'confirmed', substitutionsEditable: false });
  return {
    ...order,
    lines: order.lines.map((line) =>
      line.productId === 7 ? { ...line, quantity: 1, lineTotalMinor: 350, offer } : line,
    ),
  };
}
