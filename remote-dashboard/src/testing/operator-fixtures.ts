import type { CsvImport, OperatorOrderSummary, Order, Page } from '@storefront/shared/contracts';
import { account } from './render-dashboard';
import type { QueuedDocument } from '../features/operator/api/get-review-queue';

export const operator = {
  ...account,
  id: 'u-op',
  name: 'Olga Operator',
  role: 'operator' as const,
};

export const IMPORT_ID = '7d3c1a8e-2b4f-4c6d-8e9f-0a1b2c3d4e5f';

export function aPage<Item>(
  items: Item[],
  total = items.length,
  page = 1,
  pageSize = 10,
): Page<Item> {
  return { items, page, pageSize, total };
}

export function anImport(change: Partial<CsvImport> = {}): CsvImport {
  return {
    id: IMPORT_ID,
    kind: 'customers',
    fileName: 'customers.csv',
    status: 'processing',
    totalRows: 3,
    processedRows: 0,
    counts: { created: 0, updated: 0, skipped: 0, failed: 0 },
    error: null,
    createdAt: '2025-03-02T10:00:00.000Z',
    ...change,
  };
}

export function aQueuedDocument(change: Partial<QueuedDocument> = {}): QueuedDocument {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    documentType: 'passport',
    status: 'pending',
    rejectionReason: null,
    sides: ['front'],
    submittedAt: '2025-03-01T09:30:00.000Z',
    reviewedAt: null,
    customer: {
      id: 'u-3',
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      mobile: '+447400123456',
    },
    ...change,
  };
}

export function aStoreOrder(
  n: number,
  change: Partial<OperatorOrderSummary> = {},
): OperatorOrderSummary {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    number: `CM-${String(n).padStart(6, '0')}`,
    status: 'placed',
    deliveryOption: 'delivery',
    paymentMethod: 'cash_on_delivery',
    currency: 'GBP',
    subtotalMinor: 1000,
    deliveryFeeMinor: 399,
    totalMinor: 1399,
    walletPaidMinor: 0,
    itemCount: 3,
    createdAt: '2025-03-02T10:00:00.000Z',
    customer: { id: 'u-3', name: 'Ada Lovelace', mobile: '+447400123456' },
    ...change,
  };
}

/** What POST /operator/orders/:orderId/status answers: the whole order. */
export function theOrder(summary: OperatorOrderSummary, change: Partial<Order>): Order {
  return { ...summary, address: null, lines: [], history: [], ...change };
}
