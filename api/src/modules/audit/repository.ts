import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Page, type StaffRole } from '@storefront/shared/contracts';
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntry,
} from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { carriedTotal, cappedMatches } from '../../lib/capped-count';
import { preparedOnce, shapeName } from '../../db/prepared';
import { auditLog } from './tables';
import { accountView } from '../accounts/service';
import { orderView } from '../orders/service';

export interface NewAuditEntry {
  storeId: number;
  operatorId: string;
  action: AuditAction;
  entityType:
    | 'order'
    | 'product'
    | 'category'
    | 'document'
    | 'customer'
    | 'import'
    | 'discount_code'
    | 'slot_window'
    | 'store'
    | 'staff'
    | 'staff_invitation';
  entityId: string | number;
  summary: string;
  customerId?: string | null;
  orderId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export interface AuditFilter {
  operatorId?: string;
  customerId?: string;
  orderId?: string;
  action?: AuditAction;
  role?: StaffRole;
  page: number;
}

type AuditNarrowing = Omit<AuditFilter, 'page'>;

/**
 * The store's entries a filter keeps: each value a placeholder unless given
 * (`storeId` then, for a count of its own).
 */
function matchingEntries(db: Database, by: AuditNarrowing, storeId?: number) {
  const value = <T>(name: keyof AuditNarrowing) =>
    storeId === undefined ? sql.placeholder(name) : (by[name] as T);
  return db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.storeId, storeId ?? sql.placeholder('storeId')),
        by.operatorId ? eq(auditLog.operatorId, value('operatorId')) : undefined,
        by.customerId ? eq(auditLog.customerId, value('customerId')) : undefined,
        by.orderId ? eq(auditLog.orderId, value('orderId')) : undefined,
        by.action ? eq(auditLog.action, value('action')) : undefined,
        by.role ? eq(auditLog.operatorRole, value('role')) : undefined,
      ),
    );
}

/**
 * A page of the log, newest first, with its total: prepared once per shape
 * (which filters are set; preparedOnce). The page's entries by the log's own
 * indexes first, then their names joined for those 25 only, not for every
 * entry skipped on the way.
 */
function prepareAuditPage(db: Database, by: AuditNarrowing, name: string) {
  const operator = accountView('operator');
  const customer = accountView('customer');
  const order = orderView('order');
  const matching = matchingEntries(db, by);
  return db
    .select({
      entry: auditLog,
      operator: { id: operator.id, name: operator.name },
      customer: { id: customer.id, name: customer.name },
      orderNumber: order.number,
      matched: cappedMatches(matching),
    })
    .from(auditLog)
    .leftJoin(operator, eq(operator.id, auditLog.operatorId))
    .leftJoin(customer, eq(customer.id, auditLog.customerId))
    .leftJoin(order, eq(order.id, auditLog.orderId))
    .where(
      inArray(
        auditLog.id,
        matchingEntries(db, by)
          .orderBy(desc(auditLog.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset(sql.placeholder('offset')),
      ),
    )
    .orderBy(desc(auditLog.id))
    .prepare(name);
}

/**
 * All of the audit log's SQL. Each function takes the database handle it runs
 * on: an entry is written in the transaction of the change it records. Who and
 * which order are read through the accounts' and orders' views.
 */
export const auditRepository = {
  async insert(tx: Database, entry: NewAuditEntry): Promise<void> {
    // The operator's role is read as the entry is written, so the record keeps
    // the role they acted in after it changes.
    const account = accountView('acting');
    await tx.insert(auditLog).values({
      ...entry,
      operatorRole: entry.operatorId
        ? sql`(select ${account.staffRole} from ${account} where ${account.id} = ${entry.operatorId})`
        : null,
      entityId: String(entry.entityId),
      customerId: entry.customerId ?? null,
      orderId: entry.orderId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  },

  /**
   * Entries in one statement, in the order given (a product import's batch
   * writes hundreds). The roles are read once for all of them, in the same
   * transaction: as a subquery each row's would be planned on its own.
   */
  async insertMany(tx: Database, entries: NewAuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const operatorIds = [...new Set(entries.flatMap(({ operatorId }) => operatorId || []))];
    const account = accountView('acting');
    const roles = new Map(
      operatorIds.length === 0
        ? []
        : (
            await tx
              .select({ id: account.id, staffRole: account.staffRole })
              .from(account)
              .where(inArray(account.id, operatorIds))
          ).map(({ id, staffRole }) => [id, staffRole]),
    );
    await tx.insert(auditLog).values(
      entries.map((entry) => ({
        ...entry,
        operatorRole: (entry.operatorId && roles.get(entry.operatorId)) || null,
        entityId: String(entry.entityId),
        customerId: entry.customerId ?? null,
        orderId: entry.orderId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      })),
    );
  },

  /** One store's log, newest first, narrowed by operator, customer, order or action. */
  async list(db: Database, storeId: number, filter: AuditFilter): Promise<Page<AuditEntry>> {
    const { page, ...narrowedBy } = filter;
    const statement = preparedOnce(db, shapeName('audit_page', narrowedBy), (name) =>
      prepareAuditPage(db, narrowedBy, name),
    );
    const rows = await statement.execute({
      storeId,
      ...narrowedBy,
      offset: (page - 1) * AUDIT_PAGE_SIZE,
    });
    return {
      items: rows.map((row) => ({
        id: String(row.entry.id),
        action: row.entry.action,
        summary: row.entry.summary,
        entityType: row.entry.entityType,
        entityId: row.entry.entityId,
        operator: row.operator?.id ? row.operator : null,
        operatorRole: row.entry.operatorRole,
        customer: row.customer?.id ? row.customer : null,
        orderId: row.entry.orderId,
        orderNumber: row.orderNumber,
        before: row.entry.before,
        after: row.entry.after,
        createdAt: row.entry.createdAt.toISOString(),
      })),
      page,
      pageSize: AUDIT_PAGE_SIZE,
      ...(await carriedTotal(db, rows, matchingEntries(db, narrowedBy, storeId), { page })),
    };
  },
};
