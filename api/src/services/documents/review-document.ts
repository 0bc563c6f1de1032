import { DOCUMENT_LABELS, type GovernmentDocument } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import type { NotifyCustomer } from '../../notifications/notify-customer';
import { recordAudit } from '../../modules/audit/service';
import { lockStoreDocument, recordReview } from '../../repositories/documents-repository';

export type ReviewResult =
  | { status: 'reviewed'; document: GovernmentDocument }
  | { status: 'not-found' }
  | { status: 'own-document' }
  | { status: 'not-pending' };

/**
 * An operator approves or rejects a pending document of their store, in one
 * transaction: the decision, the account's status, the customer's messages
 * and the audit entry. The document's row is locked, so two operators
 * deciding at once cannot both succeed.
 */
export async function reviewDocument(
  db: Database,
  notifyCustomer: NotifyCustomer,
  operator: { id: string; storeId: number },
  documentId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<ReviewResult> {
  return db.transaction(async (tx) => {
    const found = await lockStoreDocument(tx, documentId, operator.storeId);
    if (!found) return { status: 'not-found' as const };
    if (found.userId === operator.id) return { status: 'own-document' as const };
    if (found.status !== 'pending') return { status: 'not-pending' as const };

    const reason = decision.approve ? null : decision.reason;
    const document = await recordReview(tx, documentId, found.userId, {
      reviewerId: operator.id,
      approve: decision.approve,
      reason,
    });
    await notifyCustomer(
      tx,
      found.userId,
      decision.approve
        ? { topic: 'document_approved' }
        : { topic: 'document_rejected', reason: decision.reason },
    );
    await recordAudit(tx, {
      storeId: operator.storeId,
      operatorId: operator.id,
      action: 'document.reviewed',
      entityType: 'document',
      entityId: documentId,
      customerId: found.userId,
      summary: `${DOCUMENT_LABELS[found.documentType]} ${decision.approve ? 'approved' : `rejected: ${reason}`}`,
      before: { status: 'pending' },
      after: { status: document.status, reason },
    });
    return { status: 'reviewed' as const, document };
  });
}
