import type { Database } from '../../db/database';
import { auditRepository, type AuditFilter, type NewAuditEntry } from './repository';

export type { NewAuditEntry } from './repository';

/**
 * Records an operator's action in the caller's transaction: the record and
 * the change commit together. Every domain's service writes its trail so.
 */
export function recordAudit(tx: Database, entry: NewAuditEntry): Promise<void> {
  return auditRepository.insert(tx, entry);
}

/** Records many actions in one statement, in the caller's transaction, in the order given. */
export function recordAudits(tx: Database, entries: NewAuditEntry[]): Promise<void> {
  return auditRepository.insertMany(tx, entries);
}

/** The store's audit trail as operators read it. */
export function createAuditService({ readDb }: { readDb: Database }) {
  return {
    /** One store's log, newest first, narrowed by operator, customer, order or action. */
    list: (storeId: number, filter: AuditFilter) => auditRepository.list(readDb, storeId, filter),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
