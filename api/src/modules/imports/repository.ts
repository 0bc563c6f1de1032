import { and, asc, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { type Page } from '@storefront/shared/contracts';
import {
  IMPORT_ROWS_PAGE_SIZE,
  type CsvImport,
  type ImportKind,
  type ImportRowStatus,
} from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { importRows, imports } from './tables';

const IMPORTS_PAGE_SIZE = 10;

type ImportRecord = typeof imports.$inferSelect;
export type ImportRowRecord = typeof importRows.$inferSelect;

export interface RowError {
  field: string;
  message: string;
}

/** What one row of a file came to, as the report keeps it. */
export interface RowOutcome {
  row: number;
  /** The row's identifying values as the file had them. */
  values: Record<string, string>;
  status: ImportRowStatus;
  errors: RowError[];
  customerId?: string | null;
  productId?: number | null;
}

/** Who works an import, and for how long its claim holds without a renewal. */
export interface ImportLease {
  workerId: string;
  ms: number;
}

const leaseEnd = (ms: number) => sql`now() + ${`${ms} milliseconds`}::interval`;
const stillProcessing = (importId: string) =>
  and(eq(imports.id, importId), eq(imports.status, 'processing'));

const toCsvImport = (record: ImportRecord): CsvImport => ({
  id: record.id,
  kind: record.kind,
  fileName: record.fileName,
  status: record.status,
  totalRows: record.totalRows,
  processedRows: record.processedRows,
  counts: {
    created: record.createdCount,
    updated: record.updatedCount,
    skipped: record.skippedCount,
    failed: record.failedCount,
  },
  ignoredColumns: record.ignoredColumns,
  error: record.error,
  createdAt: record.createdAt.toISOString(),
});

/**
 * All the SQL of the CSV imports of either kind: their records, progress and
 * per-row reports, and the leases of the instances working them. Each
 * function takes the database handle it runs on.
 */
export const importsRepository = {
  /**
   * A new import, processing (in a transaction when it must commit with
   * something else). With a lease it is the worker's from the start, so no other
   * instance takes it for abandoned before its first batch.
   */
  async create(
    db: Database,
    input: {
      kind: ImportKind;
      storeId: number;
      operatorId: string;
      fileName: string;
      totalRows: number;
      ignoredColumns: string[];
    },
    lease?: ImportLease,
  ): Promise<CsvImport> {
    const [record] = await db
      .insert(imports)
      .values({
        ...input,
        ...(lease && { workerId: lease.workerId, leaseUntil: leaseEnd(lease.ms) }),
      })
      .returning();
    return toCsvImport(record!);
  },

  async find(
    db: Database,
    storeId: number,
    kind: ImportKind,
    importId: string,
  ): Promise<CsvImport | undefined> {
    const record = await db.query.imports.findFirst({
      where: and(eq(imports.id, importId), eq(imports.storeId, storeId), eq(imports.kind, kind)),
    });
    return record && toCsvImport(record);
  },

  /** The store's imports of one kind, newest first. */
  async list(
    db: Database,
    storeId: number,
    kind: ImportKind,
    page: number,
  ): Promise<Page<CsvImport>> {
    const where = and(eq(imports.storeId, storeId), eq(imports.kind, kind));
    const [records, [total]] = await Promise.all([
      db
        .select()
        .from(imports)
        .where(where)
        .orderBy(desc(imports.createdAt), desc(imports.id))
        .limit(IMPORTS_PAGE_SIZE)
        .offset((page - 1) * IMPORTS_PAGE_SIZE),
      db.select({ total: count() }).from(imports).where(where),
    ]);
    return {
      items: records.map(toCsvImport),
      page,
      pageSize: IMPORTS_PAGE_SIZE,
      total: total?.total ?? 0,
    };
  },

  /** One page of the per-row report, in file order, optionally of one status. */
  async rows(
    db: Database,
    importId: string,
    query: { status?: ImportRowStatus; page: number },
  ): Promise<Page<ImportRowRecord>> {
    const where = and(
      eq(importRows.importId, importId),
      query.status ? eq(importRows.status, query.status) : undefined,
    );
    const [records, [total]] = await Promise.all([
      db
        .select()
        .from(importRows)
        .where(where)
        .orderBy(asc(importRows.row))
        .limit(IMPORT_ROWS_PAGE_SIZE)
        .offset((query.page - 1) * IMPORT_ROWS_PAGE_SIZE),
      db.select({ total: count() }).from(importRows).where(where),
    ]);
    return {
      items: records,
      page: query.page,
      pageSize: IMPORT_ROWS_PAGE_SIZE,
      total: total?.total ?? 0,
    };
  },

  /** Every row of the report with the values the file had, for the CSV download. */
  async reportRows(db: Database, importId: string): Promise<ImportRowRecord[]> {
    return db
      .select()
      .from(importRows)
      .where(eq(importRows.importId, importId))
      .orderBy(asc(importRows.row));
  },

  /** Done, unless another instance has already given it up for abandoned. */
  async finish(db: Database, importId: string): Promise<void> {
    await db
      .update(imports)
      .set({ status: 'done', finishedAt: new Date(), leaseUntil: null })
      .where(stillProcessing(importId));
  },

  async fail(db: Database, importId: string, error: string): Promise<void> {
    await db
      .update(imports)
      .set({ status: 'failed', error, finishedAt: new Date(), leaseUntil: null })
      .where(stillProcessing(importId));
  },

  /**
   * Extends the worker's claim on one import; false when it is no longer the
   * worker's to go on with (another instance found the lease run out).
   */
  async renewLease(db: Database, importId: string, lease: ImportLease): Promise<boolean> {
    const renewed = await db
      .update(imports)
      .set({ leaseUntil: leaseEnd(lease.ms) })
      .where(and(stillProcessing(importId), eq(imports.workerId, lease.workerId)))
      .returning({ id: imports.id });
    return renewed.length > 0;
  },

  /** Extends the worker's claim on every import it holds, running or queued. */
  async renewLeases(db: Database, lease: ImportLease): Promise<void> {
    await db
      .update(imports)
      .set({ leaseUntil: leaseEnd(lease.ms) })
      .where(and(eq(imports.status, 'processing'), eq(imports.workerId, lease.workerId)));
  },

  /**
   * Fails the imports whose worker has stopped renewing its lease (it
   * crashed or was stopped): nothing will finish them now. One statement,
   * so any number of instances may sweep at once. Answers how many.
   */
  async failAbandoned(db: Database, error: string): Promise<number> {
    const failed = await db
      .update(imports)
      .set({ status: 'failed', error, finishedAt: new Date(), leaseUntil: null })
      .where(
        and(
          eq(imports.status, 'processing'),
          or(isNull(imports.leaseUntil), lt(imports.leaseUntil, sql`now()`)),
        ),
      )
      .returning({ id: imports.id });
    return failed.length;
  },

  /**
   * Records a batch's row outcomes and moves the import's progress on, in the
   * caller's transaction: the batch's changes and its report commit together.
   */
  async recordRowOutcomes(tx: Database, importId: string, outcomes: RowOutcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    await tx.insert(importRows).values(outcomes.map((outcome) => ({ importId, ...outcome })));
    const tally = (status: ImportRowStatus) =>
      outcomes.filter((outcome) => outcome.status === status).length;
    await tx
      .update(imports)
      .set({
        processedRows: sql`${imports.processedRows} + ${outcomes.length}`,
        createdCount: sql`${imports.createdCount} + ${tally('created')}`,
        updatedCount: sql`${imports.updatedCount} + ${tally('updated')}`,
        skippedCount: sql`${imports.skippedCount} + ${tally('skipped')}`,
        failedCount: sql`${imports.failedCount} + ${tally('failed')}`,
      })
      .where(eq(imports.id, importId));
  },
};
