import type { FastifyInstance } from 'fastify';
import type { CsvImport, ImportKind } from '@storefront/shared/operator-contracts';
import { recordAudit } from '../../modules/audit/service';

/** Records a new import and puts its start on the operator's record, in one transaction. */
export async function startImport(
  app: FastifyInstance,
  operator: { id: string; storeId: number },
  file: { kind: ImportKind; fileName: string; totalRows: number; ignoredColumns: string[] },
): Promise<CsvImport> {
  return app.db.transaction(async (tx) => {
    const started = await app.repos.imports.create(
      { ...file, storeId: operator.storeId, operatorId: operator.id },
      tx,
      app.importQueue.lease,
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
