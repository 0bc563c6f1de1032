import type {
  CustomerNotification,
  Order,
  StaffRole,
  WalletEntry,
} from '@storefront/shared/contracts';
import type {
  AuditEntry,
  CsvImport,
  CustomerDetail,
  CustomerSummary,
  OperatorOrderSummary,
} from '@storefront/shared/operator-contracts';
import { account, anOrderSummary, aPage } from '@storefront/ui/testing';
import type { QueuedDocument } from '@storefront/shared/operator-contracts';

/** The store's owner, who may do everything in the console. */
export const operator = {
  ...account,
  id: 'u-op',
  name: 'Olga Operator',
  role: 'operator' as const,
  staffRole: 'owner' as StaffRole,
};

/** A member of staff in `staffRole`, as GET /me answers for them. */
export const staffMember = (staffRole: StaffRole) => ({ ...operator, staffRole });

export const IMPORT_ID = '7d3c1a8e-2b4f-4c6d-8e9f-0a1b2c3d4e5f';

export { aPage };

export function anImport(change: Partial<CsvImport> = {}): CsvImport {
  return {
    id: IMPORT_ID,
    kind: 'customers',
    fileName: 'customers.csv',
    status: 'processing',
    totalRows: 3,
    processedRows: 0,
    counts: { created: 0, updated: 0, skipped: 0, failed: 0 },
    ignoredColumns: [],
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
    reviewer: null,
    customer: {
      id: 'u-3',
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      mobile: '+447400123456',
    },
    ...change,
  };
}

/** Order number `n` of the store's list, with whose it is. */
export function aStoreOrder(
  n: number,
  change: Partial<OperatorOrderSummary> = {},
): OperatorOrderSummary {
  return {
    ...anOrderSummary(n),
    customer: { id: 'u-3', name: 'Ada Lovelace', mobile: '+447400123456' },
    ...change,
  };
}

/** What POST /operator/orders/:orderId/status answers: the whole order. */
export function theOrder(summary: OperatorOrderSummary, change: Partial<Order>): Order {
  return {
    ...summary,
    address: null,
    lines: [],
    substitutionDefault: 'similar',
    substitutionsEditable: false,
    history: [],
    payments: [],
    problemReports: [],
    problemReportUntil: null,
    ...change,
  };
}

export const CUSTOMER_ID = '33333333-3333-4333-8333-333333333333';

export function aCustomer(change: Partial<CustomerSummary> = {}): CustomerSummary {
  return {
    id: CUSTOMER_ID,
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    mobile: '+447400123456',
    documentStatus: 'approved',
    orderCount: 2,
    createdAt: '2025-01-15T10:00:00.000Z',
    ...change,
  };
}

/** GET /operator/customers/:userId */
export function aCustomerDetail(change: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    ...aCustomer(),
    mobileVerified: true,
    awaitingClaim: false,
    orderUpdatesBySms: true,
    orderUpdatesByEmail: false,
    walletBalanceMinor: 1200,
    pointsBalance: 340,
    currency: 'GBP',
    documents: [],
    ...change,
  };
}

export function aWalletEntry(change: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id: 'w-1',
    kind: 'credit',
    reason: 'order_refund',
    amountMinor: 1200,
    balanceAfterMinor: 1200,
    description: 'Refund of a cancelled order',
    orderId: null,
    orderNumber: null,
    createdAt: '2025-03-02T10:00:00.000Z',
    ...change,
  };
}

export function aNotification(change: Partial<CustomerNotification> = {}): CustomerNotification {
  return {
    id: 'n-1',
    topic: 'order_confirmed',
    channel: 'sms',
    recipient: '+447400123456',
    subject: '',
    body: 'Corner Market: Order CM-000012 is confirmed. We will text you when it is on its way.',
    status: 'sent',
    attempts: 1,
    lastError: null,
    orderId: null,
    orderNumber: null,
    createdAt: '2025-03-02T10:00:00.000Z',
    sentAt: '2025-03-02T10:00:05.000Z',
    ...change,
  };
}

export function anAuditEntry(change: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'a-1',
    action: 'document.reviewed',
    summary: 'Passport approved',
    entityType: 'document',
    entityId: '11111111-1111-4111-8111-111111111111',
    operator: { id: 'u-op', name: 'Olga Operator' },
    operatorRole: 'owner',
    customer: { id: CUSTOMER_ID, name: 'Ada Lovelace' },
    orderId: null,
    orderNumber: null,
    before: { status: 'pending' },
    after: { status: 'approved', reason: null },
    createdAt: '2025-03-03T11:15:00.000Z',
    ...change,
  };
}
