import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import {
  DOCUMENT_MIME_TYPES,
  type DocumentType,
  type GovernmentDocument,
} from '@storefront/shared/contracts';
import { type ReviewedDocument } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { documents } from './tables';
import { accountView, setDocumentStatus } from '../accounts/service';

export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];
export type DocumentSide = 'front' | 'back';
export type DocumentReviewStatus = GovernmentDocument['status'];

type DocumentRow = typeof documents.$inferSelect;

export interface StoredFile {
  key: string;
  mime: DocumentMimeType;
}

export interface NewDocument {
  userId: string;
  documentType: DocumentType;
  front: StoredFile;
  back?: StoredFile;
}

export interface DocumentCustomer {
  id: string;
  name: string;
  email: string | null;
  mobile: string;
}

/** Who is asking: the owner always sees their documents, an operator those of their store. */
export interface Viewer {
  id: string;
  role: 'customer' | 'operator';
  storeId: number;
}

export type ReviewedDocumentWithCustomer = ReviewedDocument & { customer: DocumentCustomer };

export function toDocument(row: DocumentRow): GovernmentDocument {
  return {
    id: row.id,
    documentType: row.documentType,
    status: row.status,
    rejectionReason: row.rejectionReason,
    sides: row.backKey ? ['front', 'back'] : ['front'],
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

const toReviewedDocument = (
  row: DocumentRow,
  by: { id: string; name: string } | null,
): ReviewedDocument => ({ ...toDocument(row), reviewer: by?.id ? by : null });

/** All of the documents' SQL; each function takes the database handle it runs on. */
export const documentsRepository = {
  /** A new submission, pending, and the owner's account marked pending with it. */
  async insert(tx: Database, document: NewDocument): Promise<GovernmentDocument> {
    const [created] = await tx
      .insert(documents)
      .values({
        userId: document.userId,
        documentType: document.documentType,
        frontKey: document.front.key,
        frontMime: document.front.mime,
        backKey: document.back?.key ?? null,
        backMime: document.back?.mime ?? null,
      })
      .returning();
    await setDocumentStatus(tx, document.userId, 'pending');
    return toDocument(created!);
  },

  /** One of the store's documents with its owner, its row locked for the rest of the transaction. */
  async lockStoreDocument(tx: Database, documentId: string, storeId: number) {
    const owner = accountView('owner');
    const [found] = await tx
      .select({
        userId: documents.userId,
        status: documents.status,
        documentType: documents.documentType,
      })
      .from(documents)
      .innerJoin(owner, eq(owner.id, documents.userId))
      .where(and(eq(documents.id, documentId), eq(owner.storeId, storeId)))
      .for('update', { of: documents });
    return found;
  },

  /** Writes the decision on the document and carries it to the owner's account. */
  async recordReview(
    tx: Database,
    documentId: string,
    ownerId: string,
    review: { reviewerId: string; approve: boolean; reason: string | null },
  ): Promise<GovernmentDocument> {
    const status = review.approve ? 'approved' : 'rejected';
    const [reviewed] = await tx
      .update(documents)
      .set({
        status,
        rejectionReason: review.approve ? null : review.reason,
        reviewedAt: sql`now()`,
        reviewedBy: review.reviewerId,
      })
      .where(eq(documents.id, documentId))
      .returning();
    await setDocumentStatus(tx, ownerId, status);
    return toDocument(reviewed!);
  },

  /** The customer's submissions, newest first. */
  async listForUser(db: Database, userId: string): Promise<GovernmentDocument[]> {
    const rows = await db
      .select()
      .from(documents)
      .where(eq(documents.userId, userId))
      .orderBy(desc(documents.createdAt), desc(documents.id));
    return rows.map(toDocument);
  },

  /** The stored files of a document, when the viewer may see them; otherwise nothing. */
  async findFiles(
    db: Database,
    documentId: string,
    viewer: Viewer,
  ): Promise<Record<DocumentSide, StoredFile | null> | undefined> {
    const owner = accountView('owner');
    const mayView =
      viewer.role === 'operator'
        ? or(eq(documents.userId, viewer.id), eq(owner.storeId, viewer.storeId))
        : eq(documents.userId, viewer.id);
    const [row] = await db
      .select({
        frontKey: documents.frontKey,
        frontMime: documents.frontMime,
        backKey: documents.backKey,
        backMime: documents.backMime,
      })
      .from(documents)
      .innerJoin(owner, eq(owner.id, documents.userId))
      .where(and(eq(documents.id, documentId), mayView));
    if (!row) return undefined;
    return {
      front: { key: row.frontKey, mime: row.frontMime },
      back: row.backKey && row.backMime ? { key: row.backKey, mime: row.backMime } : null,
    };
  },

  /**
   * Submissions from one store's customers, with who reviewed them. Pending
   * ones oldest first (the order an operator works through them); reviewed
   * ones newest review first (the history).
   */
  async listForStore(
    db: Database,
    storeId: number,
    filter: { status: DocumentReviewStatus; customerId?: string },
  ): Promise<ReviewedDocumentWithCustomer[]> {
    const owner = accountView('owner');
    const reviewer = accountView('reviewer');
    const rows = await db
      .select({
        document: documents,
        customer: { id: owner.id, name: owner.name, email: owner.email, mobile: owner.mobile },
        reviewer: { id: reviewer.id, name: reviewer.name },
      })
      .from(documents)
      .innerJoin(owner, eq(owner.id, documents.userId))
      .leftJoin(reviewer, eq(reviewer.id, documents.reviewedBy))
      .where(
        and(
          eq(owner.storeId, storeId),
          eq(documents.status, filter.status),
          filter.customerId ? eq(documents.userId, filter.customerId) : undefined,
        ),
      )
      .orderBy(
        ...(filter.status === 'pending'
          ? [asc(documents.createdAt), asc(documents.id)]
          : [desc(documents.reviewedAt), desc(documents.id)]),
      )
      .limit(200);
    return rows.map((row) => ({
      ...toReviewedDocument(row.document, row.reviewer),
      customer: row.customer,
    }));
  },

  /** Every submission of one customer, newest first, with who reviewed each. */
  async listForCustomer(db: Database, userId: string): Promise<ReviewedDocument[]> {
    const reviewer = accountView('reviewer');
    const rows = await db
      .select({ document: documents, reviewer: { id: reviewer.id, name: reviewer.name } })
      .from(documents)
      .leftJoin(reviewer, eq(reviewer.id, documents.reviewedBy))
      .where(eq(documents.userId, userId))
      .orderBy(desc(documents.createdAt), desc(documents.id));
    return rows.map((row) => toReviewedDocument(row.document, row.reviewer));
  },

  /** The storage keys of every file a customer submitted. */
  async fileKeysOf(tx: Database, userId: string) {
    return tx
      .select({ front: documents.frontKey, back: documents.backKey })
      .from(documents)
      .where(eq(documents.userId, userId));
  },

  async deleteForUser(tx: Database, userId: string): Promise<void> {
    await tx.delete(documents).where(eq(documents.userId, userId));
  },
};
