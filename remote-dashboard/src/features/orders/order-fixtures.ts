import type {
  Order,
  OrderSummary,
  Page,
  Payment,
  ProblemReport,
} from '@storefront/shared/contracts';

export const ORDER_ID = '0b6f7a52-4f7e-4d6e-9b8b-1f1d2c3b4a51';

/** A payment as the API answers it; by default cash due on delivery, authorised at checkout. */
export function aPayment(change: Partial<Payment> = {}): Payment {
  return {
    provider: 'manual',
    status: 'authorised',
    amountMinor: 1399,
    capturedMinor: 0,
    refundedMinor: 0,
    payUrl: null,
    events: [{ kind: 'authorised', amountMinor: 1399, at: '2025-03-02T10:00:00.000Z', note: null }],
    ...change,
  };
}

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
    id: ORDER_ID,
    number: 'CM-000012',
    status: 'placed',
    deliveryOption: 'delivery',
    paymentMethod: 'cash_on_delivery',
    slot: null,
    address: {
      recipient: 'Ada Lovelace',
      line1: '1 Office Park',
      line2: '',
      city: 'London',
      postcode: 'SW1A 1AA',
      phone: null,
    },
    currency: 'GBP',
    subtotalMinor: 1000,
    deliveryFeeMinor: 399,
    discountCode: null,
    discountMinor: 0,
    totalMinor: 1399,
    walletPaidMinor: 0,
    itemCount: 3,
    createdAt: '2025-03-02T10:00:00.000Z',
    lines: [
      {
        productId: 7,
        listedProductId: 7,
        name: 'English Breakfast Tea',
        image: 'products/tea.svg',
        unitPriceMinor: 350,
        vatRateBasisPoints: 0,
        quantity: 2,
        lineTotalMinor: 700,
        discountMinor: 0,
      },
      {
        productId: 9,
        listedProductId: 9,
        name: 'Sourdough Loaf',
        image: 'products/bread.svg',
        unitPriceMinor: 300,
        vatRateBasisPoints: 0,
        quantity: 1,
        lineTotalMinor: 300,
        discountMinor: 0,
      },
    ],
    history: [{ status: 'placed', at: '2025-03-02T10:00:00.000Z', note: null }],
    payments: [aPayment()],
    problemReports: [],
    problemReportUntil: null,
    ...change,
  };
}

export function aSummary(index: number, change: Partial<OrderSummary> = {}): OrderSummary {
  const order: Partial<Order> = anOrder();
  delete order.lines;
  delete order.history;
  delete order.address;
  delete order.payments;
  delete order.problemReports;
  delete order.problemReportUntil;
  return {
    ...(order as OrderSummary),
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    number: `CM-${String(index).padStart(6, '0')}`,
    ...change,
  };
}

export function aPage(items: OrderSummary[], total = items.length, page = 1): Page<OrderSummary> {
  return { items, page, pageSize: 10, total };
}
