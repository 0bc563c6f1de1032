import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@storefront/shared/contracts';
import { AUDIT_ACTIONS } from '@storefront/shared/operator-contracts';
// The tables it refers to by foreign key: read lazily, so this file and
// schema.ts, which gathers every table, may import each other.
import { orders, users } from '../../db/schema';
import { sqlList } from '../../db/sql-list';
import { stores } from '../store/tables';

/** Every operator action, with the record before and after: the store's audit trail. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    /** The role the operator acted in, as it was then (roles change; the record does not). */
    operatorRole: text('operator_role', { enum: STAFF_ROLES }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /** What was acted on: 'order', 'product', 'category', 'document', 'customer', 'import', 'discount_code', 'slot_window', 'store', 'staff'. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The customer the action concerns, when there is one, so their page can list it. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id),
    /** One line an operator reads: 'CM-000012: Confirmed → Out for delivery'. */
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_store_id').on(table.storeId, table.id),
    index('audit_log_operator_id').on(table.operatorId, table.id),
    index('audit_log_operator_role').on(table.storeId, table.operatorRole, table.id),
    index('audit_log_customer_id').on(table.customerId, table.id),
    index('audit_log_order_id').on(table.orderId, table.id),
    check('audit_log_action_check', sql`${table.action} in ${sqlList(AUDIT_ACTIONS)}`),
    check('audit_log_operator_role_check', sql`${table.operatorRole} in ${sqlList(STAFF_ROLES)}`),
  ],
);
