import type { Page, Payment, ProblemReport } from '@storefront/shared/contracts';
import type {
  AuditEntry,
  OperatorOrder,
  OperatorOrderPage,
  OperatorOrderSummary,
} from '@storefront/shared/operator-contracts';
import { storeOrderPath } from '../lib/urls/orders';

export const ORDER_ID = '0b6f7a52-4f7e-4d6e-9b8b-1f1d2c3b4a51';
export const ORDER_PATH = storeOrderPath(ORDER_ID);
export const GET_ORDER = `GET /operator/orders/${ORDER_ID}`;
export const POST_STATUS = `POST /operator/orders/${ORDER_ID}/status`;
export const GET_ACTIVITY = `GET /operator/audit-log?orderId=${ORDER_ID}&page=1`;

const olga = { id: 'u-op', name: 'Olga Operator', role: 'operator' as const };

/** A payment as the API answers it; by default the cash due on delivery, authorised at checkout. */
export function aDeskPayment(change: Partial<Payment> = {}): Payment {
  return {
    provider: 'manual',
    status: 'authorised',
    amountMinor: 2079,
    capturedMinor: 0,
    refundedMinor: 0,
    payUrl: null,
    events: [{ kind: 'authorised', amountMinor: 2079, at: '2025-03-02T10:00:00.000Z', note: null }],
    ...change,
  };
}

/**
 * A confirmed home-delivery order of four lines in three categories, listed
 * neither by category nor by name, so the pick list has sorting to do.
 */
export function anOperatorOrder(change: Partial<OperatorOrder> = {}): OperatorOrder {
  return {
    id: ORDER_ID,
    number: 'CM-000012',
    status: 'confirmed',
    deliveryOption: 'delivery',
    paymentMethod: 'cash_on_delivery',
    slot: null,
    currency: 'GBP',
    subtotalMinor: 1680,
    deliveryFeeMinor: 399,
    discountCode: null,
    discountMinor: 0,
    totalMinor: 2079,
    walletPaidMinor: 0,
    amountDueMinor: 2079,
    itemCount: 6,
    createdAt: '2025-03-02T10:00:00.000Z',
    lines: [
      line(11, 'Oat Milk', 'DRK-OAT', 'Drinks', 180, 1),
      line(21, 'Apples', 'FRU-APPLE', 'Fruit & veg', 250, 2, 'per_kg'),
      line(9, 'Sourdough Loaf', 'BAK-SOUR', 'Bakery', 300, 1),
      line(7, 'English Breakfast Tea', 'DRK-TEA-EB', 'Drinks', 350, 2),
    ],
    substitutionDefault: 'similar',
    address: {
      recipient: 'Ada Lovelace',
      line1: '1 Office Park',
      line2: 'Floor 2',
      city: 'London',
      postcode: 'SW1A 1AA',
      phone: '+447400765432',
    },
    pickupPoint: null,
    customer: {
      id: 'u-3',
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      mobile: '+447400123456',
    },
    history: [
      { status: 'placed', at: '2025-03-02T10:00:00.000Z', note: null, changedBy: null },
      {
        status: 'confirmed',
        at: '2025-03-02T11:30:00.000Z',
        note: 'Rang to check the address',
        changedBy: olga,
      },
    ],
    payments: [aDeskPayment()],
    attention: [],
    problemReports: [],
    nextStatuses: ['out_for_delivery', 'cancelled'],
    ...change,
  };
}

export const REPORT_ID = '7d3e1f20-5b6a-4c8d-9e0f-112233445566';
export const POST_DECISION = `POST /operator/problem-reports/${REPORT_ID}/decision`;

/**
 * An open report on CM-000012: one tea damaged, the oat milk missing, £5.30
 * (what those lines cost), with a photo.
 */
export function aProblemReport(change: Partial<ProblemReport> = {}): ProblemReport {
  return {
    id: REPORT_ID,
    orderId: ORDER_ID,
    orderNumber: 'CM-000012',
    status: 'open',
    lines: [
      { productId: 7, name: 'English Breakfast Tea', kind: 'damaged', quantity: 1 },
      { productId: 11, name: 'Oat Milk', kind: 'missing', quantity: 1 },
    ],
    note: 'The tea box was crushed and there was no milk in the bag.',
    photo: 'problem-photos/3f2a.jpg',
    valueMinor: 530,
    currency: 'GBP',
    refundTo: null,
    refundedMinor: null,
    rejectionReason: null,
    createdAt: '2025-03-04T08:20:00.000Z',
    decidedAt: null,
    ...change,
  };
}

function line(
  productId: number,
  name: string,
  sku: string,
  categoryName: string,
  unitPriceMinor: number,
  quantity: number,
  unit: 'each' | 'per_kg' = 'each',
): OperatorOrder['lines'][number] {
  return {
    productId,
    listedProductId: productId,
    name,
    sku,
    categoryName,
    unit,
    image: `products/${sku.toLowerCase()}.svg`,
    unitPriceMinor,
    // Sold by weight, as the seed's loose fruit: about a kg each, not yet weighed.
    estimatedWeightGrams: unit === 'per_kg' ? 1000 : null,
    weightGrams: null,
    vatRateBasisPoints: 0,
    quantity,
    orderedQuantity: quantity,
    lineTotalMinor: unitPriceMinor * quantity,
    discountMinor: 0,
    substitution: null,
    substituteFor: null,
    offer: null,
  };
}

/** The order after `order` moved to `status`, as the API answers it. */
export function movedTo(
  order: OperatorOrder,
  status: OperatorOrder['status'],
  note: string | null = null,
): OperatorOrder {
  const closed = status === 'completed' || status === 'cancelled';
  return {
    ...order,
    status,
    amountDueMinor: closed ? 0 : order.amountDueMinor,
    payments: order.payments.map((payment) => settled(payment, status)),
    history: [...order.history, { status, at: '2025-03-03T09:15:00.000Z', note, changedBy: olga }],
    nextStatuses: status === 'out_for_delivery' ? ['completed'] : [],
  };
}

/** A payment after its order moved to `status`, as the API settles it: taken on completion, let go or given back on cancelling. */
function settled(payment: Payment, status: OperatorOrder['status']): Payment {
  const at = '2025-03-03T09:15:00.000Z';
  const event = (kind: Payment['events'][number]['kind'], amountMinor: number) => [
    ...payment.events,
    { kind, amountMinor, at, note: null },
  ];
  if (status === 'completed' && payment.status === 'authorised') {
    return {
      ...payment,
      status: 'captured',
      capturedMinor: payment.amountMinor,
      events: event('captured', payment.amountMinor),
    };
  }
  if (status !== 'cancelled') return payment;
  if (payment.status === 'pending' || payment.status === 'authorised') {
    return {
      ...payment,
      status: 'cancelled',
      payUrl: null,
      events: event('cancelled', payment.amountMinor),
    };
  }
  if (payment.status === 'captured') {
    return {
      ...payment,
      status: 'refunded',
      refundedMinor: payment.capturedMinor,
      events: event('refunded', payment.capturedMinor - payment.refundedMinor),
    };
  }
  return payment;
}

export function anAuditEntry(change: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'a-1',
    action: 'order.status_changed',
    summary: 'CM-000012: Placed → Confirmed',
    entityType: 'order',
    entityId: ORDER_ID,
    operator: { id: 'u-op', name: 'Olga Operator' },
    operatorRole: 'owner',
    customer: { id: 'u-3', name: 'Ada Lovelace' },
    orderId: ORDER_ID,
    orderNumber: 'CM-000012',
    before: { status: 'placed' },
    after: { status: 'confirmed', note: 'Rang to check the address' },
    createdAt: '2025-03-02T11:30:00.000Z',
    ...change,
  };
}

/** A page of the store's orders as the API answers it: 20 a page. */
export function aDeskPage<Item = OperatorOrderSummary>(
  items: Item[],
  total = items.length,
  page = 1,
): Page<Item> {
  return { items, page, pageSize: 20, total };
}

/** A page of the store's orders as the API answers it: cursors, no total. */
export function aStoreOrdersPage(
  items: OperatorOrderSummary[],
  cursors: { nextCursor?: string; previousCursor?: string } = {},
): OperatorOrderPage {
  return {
    items,
    pageSize: 20,
    nextCursor: cursors.nextCursor ?? null,
    previousCursor: cursors.previousCursor ?? null,
  };
}
