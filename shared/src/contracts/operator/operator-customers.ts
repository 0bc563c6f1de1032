import { z } from 'zod';
import '../zod-config';
import { AUDIT_ACTIONS } from './audit-actions';
import { documentStatusSchema } from '../auth';
import { STAFF_ROLES } from '../staff-roles';
import { notificationSchema } from '../notifications';
import { personSchema } from './operator-orders';
import { pageOf, pageQuerySchema, searchTextSchema } from '../pagination';
import { documentSchema } from '../verification';

/** GET /api/operator/customers?q=&page= — q finds a name, e-mail or mobile (as typed: 07400 123456 works). */
export const customerSearchQuerySchema = pageQuerySchema.extend({
  q: searchTextSchema.optional(),
});
export const CUSTOMER_PAGE_SIZE = 20;

export const customerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  documentStatus: documentStatusSchema,
  orderCount: z.number().int(),
  createdAt: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customerPageSchema = pageOf(customerSummarySchema);

export const customerParamsSchema = z.object({ userId: z.uuid('userId is not a valid id') });

/** A submitted document with who reviewed it: the review history. */
export const reviewedDocumentSchema = documentSchema.extend({
  reviewer: personSchema.nullable(),
});
export type ReviewedDocument = z.infer<typeof reviewedDocumentSchema>;

/** A submitted document with the customer who sent it: the operators' review queue and history. */
export const queuedDocumentSchema = reviewedDocumentSchema.extend({
  customer: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    mobile: z.string(),
  }),
});
export type QueuedDocument = z.infer<typeof queuedDocumentSchema>;

/** GET /api/operator/documents */
export const queuedDocumentListSchema = z.object({ items: z.array(queuedDocumentSchema) });

/** GET /api/operator/customers/:userId — the customer service view of one customer. */
export const customerDetailSchema = customerSummarySchema.extend({
  mobileVerified: z.boolean(),
  /** Imported by the store and not yet signed in to. */
  awaitingClaim: z.boolean(),
  orderUpdatesBySms: z.boolean(),
  orderUpdatesByEmail: z.boolean(),
  walletBalanceMinor: z.number().int(),
  pointsBalance: z.number().int(),
  currency: z.string(),
  documents: z.array(reviewedDocumentSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** GET /api/operator/customers/:userId/notifications?page= — newest first. */
export const notificationPageSchema = pageOf(notificationSchema);
export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /api/operator/audit-log?operatorId=&customerId=&orderId=&action=&page= — newest first. */
export const auditQuerySchema = pageQuerySchema.extend({
  operatorId: z.uuid('operatorId is not a valid id').optional(),
  customerId: z.uuid('customerId is not a valid id').optional(),
  orderId: z.uuid('orderId is not a valid id').optional(),
  action: z.enum(AUDIT_ACTIONS, { message: 'action is not one the log records' }).optional(),
  role: z.enum(STAFF_ROLES, { message: `role is one of ${STAFF_ROLES.join(', ')}` }).optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  summary: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  operator: personSchema.nullable(),
  /** The role the operator acted in, as it was then; null for a customer's own action. */
  operatorRole: z.enum(STAFF_ROLES).nullable(),
  customer: personSchema.nullable(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);

/** GET /api/operator/team — the store's operators, for the audit log's filter. */
export const operatorTeamSchema = z.object({ items: z.array(personSchema) });
