import type { Page } from '@storefront/shared/contracts';
import type { CsvImport, ImportKind, ImportRowStatus } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import type { Operator } from '../../lib/operator';
import { recordAudit } from '../audit/service';
import { applyCustomerBatch } from './customer-batch';
import { readCustomerCsv } from './customer-csv';
import { createRowPlanner } from './customer-plan';
import { applyProductBatch, categoriesOf } from './product-batch';
import { readProductCsv } from './product-csv';
import { createProductRowPlanner } from './product-plan';
import type { ImportQueue } from './queue';
import { importsRepository as repository, type ImportRowRecord } from './repository';

export type { ImportRowRecord } from './repository';

/** An uploaded file, as the route read it from the form. */
export interface UploadedCsv {
  fileName: string;
  bytes: Buffer;
}

export interface ImportsServiceDeps {
  db: Database;
  /** The background worker: this instance's lease, and the queue of imports it works. */
  queue: ImportQueue;
  /** The store's currency, which a product row's price is read in; undefined for no store. */
  findStore: (storeId: number) => Promise<{ currency: string } | undefined>;
  /** Called after each product batch commits: the catalogue's cached answers must go. */
  onCatalogueChange: () => void;
}

/**
 * The CSV imports of customers and products: a file is read whole (or refused
 * with a 4xx before anything is written), its import recorded with its start
 * in the audit log, and its rows worked in the background, batch by batch.
 */
export function createImportsService({
  db,
  queue,
  findStore,
  onCatalogueChange,
}: ImportsServiceDeps) {
  /** Records a new import and puts its start on the operator's record, in one transaction. */
  function start(
    operator: Operator,
    file: { kind: ImportKind; fileName: string; totalRows: number; ignoredColumns: string[] },
  ): Promise<CsvImport> {
    return db.transaction(async (tx) => {
      const started = await repository.create(
        tx,
        { ...file, storeId: operator.storeId, operatorId: operator.id },
        queue.lease,
      );
      await recordAudit(tx, {
        storeId: operator.storeId,
        operatorId: operator.id,
        action: file.kind === 'customers' ? 'customer_import.started' : 'product_import.started',
        entityType: 'import',
        entityId: started.id,
        summary: `Imported ${file.fileName} (${file.totalRows} ${file.totalRows === 1 ? 'row' : 'rows'})`,
        after: {
          fileName: file.fileName,
          totalRows: file.totalRows,
          ignoredColumns: file.ignoredColumns,
        },
      });
      return started;
    });
  }

  /** Starts the import of a file's rows and hands them to the queue; answers the new import. */
  async function enqueue<Row>(
    operator: Operator,
    kind: ImportKind,
    fileName: string,
    { rows, ignoredColumns }: { rows: Row[]; ignoredColumns: string[] },
    batchApplier: (importId: string) => (batch: Row[]) => Promise<void>,
  ): Promise<CsvImport> {
    const started = await start(operator, {
      kind,
      fileName,
      totalRows: rows.length,
      ignoredColumns,
    });
    queue.enqueue({ importId: started.id, rows, applyBatch: batchApplier(started.id) });
    return started;
  }

  return {
    /**
     * New customers are created unclaimed; a row for a customer an earlier
     * import created and nobody has claimed updates them.
     */
    importCustomers(operator: Operator, { fileName, bytes }: UploadedCsv): Promise<CsvImport> {
      const file = readCustomerCsv(bytes);
      const planRows = createRowPlanner();
      return enqueue(
        operator,
        'customers',
        fileName,
        file,
        (importId) => (batch) =>
          applyCustomerBatch(db, importId, operator.storeId, planRows(batch)),
      );
    },

    /** Products are created or updated by SKU; 'no-store' when the operator's store is gone. */
    async importProducts(
      operator: Operator,
      { fileName, bytes }: UploadedCsv,
    ): Promise<CsvImport | 'no-store'> {
      const file = readProductCsv(bytes);
      const store = await findStore(operator.storeId);
      if (!store) return 'no-store';
      const planRows = createProductRowPlanner();
      return enqueue(operator, 'products', fileName, file, (importId) => async (batch) => {
        // Read again for every batch: a category made while a long file runs counts.
        const categories = await categoriesOf(db, operator.storeId);
        await applyProductBatch(
          db,
          { importId, storeId: operator.storeId, operatorId: operator.id, fileName },
          planRows(batch, { categories, currency: store.currency }),
        );
        onCatalogueChange();
      });
    },

    /** One of the store's imports of this kind; undefined for another store's or kind's. */
    find: (storeId: number, kind: ImportKind, importId: string) =>
      repository.find(db, storeId, kind, importId),

    /** The store's imports of one kind, newest first. */
    list: (storeId: number, kind: ImportKind, page: number): Promise<Page<CsvImport>> =>
      repository.list(db, storeId, kind, page),

    /** One page of the per-row report, in file order, optionally of one status. */
    rows: (
      importId: string,
      query: { status?: ImportRowStatus; page: number },
    ): Promise<Page<ImportRowRecord>> => repository.rows(db, importId, query),

    /** Every row of the report with the values the file had, for the CSV download. */
    reportRows: (importId: string) => repository.reportRows(db, importId),
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
