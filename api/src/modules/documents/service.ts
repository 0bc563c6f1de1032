import { DOCUMENT_LABELS, type GovernmentDocument } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { recordAudit } from '../audit/service';
import type { NotifyCustomer } from '../notifications/service';
import {
  documentsRepository as repository,
  type DocumentReviewStatus,
  type NewDocument,
  type Viewer,
} from './repository';
import { lockDocumentStatus } from '../accounts/service';

export type { DocumentMimeType, DocumentSide, NewDocument, StoredFile, Viewer } from './repository';

export type ReviewResult =
  | { status: 'reviewed'; document: GovernmentDocument }
  | { status: 'not-found' }
  | { status: 'own-document' }
  | { status: 'not-pending' };

export type SubmitResult =
  { status: 'created'; document: GovernmentDocument } | { status: 'already-submitted' };

/** The storage keys of every file a customer submitted, in the transaction that deletes them. */
export function documentFileKeysOf(
  tx: Database,
  userId: string,
): Promise<Array<{ front: string; back: string | null }>> {
  return repository.fileKeysOf(tx, userId);
}

/** Forgets a customer's submissions, in the transaction that deletes their account. */
export function forgetDocumentsOf(tx: Database, userId: string): Promise<void> {
  return repository.deleteForUser(tx, userId);
}

/** A customer with a submission pending or approved may not send another until it is rejected. */
export const hasOpenSubmission = (account: { documentStatus: string }) =>
  account.documentStatus === 'pending' || account.documentStatus === 'approved';

export interface DocumentsServiceDeps {
  db: Database;
  /** Tells the customer of a decision, in the review's transaction. */
  notifyCustomer: NotifyCustomer;
}

/** Customers' government documents: their submissions, and the operators' review of them. */
export function createDocumentsService({ db, notifyCustomer }: DocumentsServiceDeps) {
  return {
    /**
     * Records a submission and marks the account pending, in one transaction.
     * The user's row is locked first, so two uploads at once cannot both get in.
     */
    submit(document: NewDocument): Promise<SubmitResult> {
      return db.transaction(async (tx) => {
        const user = await lockDocumentStatus(tx, document.userId);
        if (!user) throw new Error(`No user ${document.userId}`);
        if (hasOpenSubmission(user)) return { status: 'already-submitted' as const };
        return { status: 'created' as const, document: await repository.insert(tx, document) };
      });
    },

    /** The customer's submissions, newest first. */
    listForUser: (userId: string) => repository.listForUser(db, userId),

    /** The stored files of a document, when the viewer may see them; otherwise nothing. */
    findFiles: (documentId: string, viewer: Viewer) => repository.findFiles(db, documentId, viewer),

    /** The store's queue (pending, oldest first) or its history (newest review first). */
    listForStore: (
      storeId: number,
      filter: { status: DocumentReviewStatus; customerId?: string },
    ) => repository.listForStore(db, storeId, filter),

    /** Every submission of one customer, newest first, with who reviewed each. */
    listForCustomer: (userId: string) => repository.listForCustomer(db, userId),

    /**
     * An operator approves or rejects a pending document of their store, in one
     * transaction: the decision, the account's status, the customer's messages
     * and the audit entry. The document's row is locked, so two operators
     * deciding at once cannot both succeed.
     */
    review(
      operator: { id: string; storeId: number },
      documentId: string,
      decision: { approve: true } | { approve: false; reason: string },
    ): Promise<ReviewResult> {
      return db.transaction(async (tx) => {
        const found = await repository.lockStoreDocument(tx, documentId, operator.storeId);
        if (!found) return { status: 'not-found' as const };
        if (found.userId === operator.id) return { status: 'own-document' as const };
        if (found.status !== 'pending') return { status: 'not-pending' as const };

        const reason = decision.approve ? null : decision.reason;
        const document = await repository.recordReview(tx, documentId, found.userId, {
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
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
