import type { Order, OrderSummary, Page, Payment } from '@storefront/shared/contracts';

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

/** A delivery order of two lines, placed on 2 March 2025, still placed, paid cash on delivery. */
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
    ...change,
  };
}

export function aSummary(index: number, change: Partial<OrderSummary> = {}): OrderSummary {
  const order: Partial<Order> = anOrder();
  delete order.lines;
  delete order.history;
  delete order.address;
  delete order.payments;
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
