import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_MIME_TYPES, DOCUMENT_TYPES } from '@storefront/shared/contracts';
// The table it refers to by foreign key: read lazily, so this file and
// schema.ts, which gathers every table, may import each other.
import { users } from '../../db/schema';
import { sqlList } from '../../db/sql-list';

const DOCUMENT_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A customer's government documents, as submitted and as reviewed. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: DOCUMENT_TYPES }).notNull(),
    status: text('status', { enum: DOCUMENT_REVIEW_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    /** Storage keys: random names, never the client's file name. */
    frontKey: text('front_key').notNull(),
    /** The type read from the file's bytes, not the one the client claimed. */
    frontMime: text('front_mime', { enum: DOCUMENT_MIME_TYPES }).notNull(),
    backKey: text('back_key'),
    backMime: text('back_mime', { enum: DOCUMENT_MIME_TYPES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('documents_user_created').on(table.userId, table.createdAt),
    index('documents_status_created').on(table.status, table.createdAt),
    check('documents_status_check', sql`${table.status} in ${sqlList(DOCUMENT_REVIEW_STATUSES)}`),
    check('documents_type_check', sql`${table.documentType} in ${sqlList(DOCUMENT_TYPES)}`),
    check('documents_back_check', sql`(${table.backKey} is null) = (${table.backMime} is null)`),
  ],
);
