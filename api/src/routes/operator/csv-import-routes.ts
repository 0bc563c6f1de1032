import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, pageOf, pageQuerySchema } from '@storefront/shared/contracts';
import {
  csvImportSchema,
  importParamsSchema,
  importRowsQuerySchema,
  type ImportKind,
} from '@storefront/shared/operator-contracts';
import {
  CSV_MULTIPART_OPTIONS,
  csvUploadFormSchema,
  readCsvUpload,
} from '../../csv-import/read-upload';
import { reportCsv, type ReportColumns } from '../../csv-import/report-csv';
import { notFound } from '../../lib/http-error';
import { requireMultipart } from '../../lib/multipart';
import type { ImportRowRecord } from '../../repositories/imports-repository';
import { startImport } from './start-import';

/** What one kind of CSV import brings to the five routes every import has. */
export interface CsvImportKind<Row> {
  kind: ImportKind;
  /** The routes' path under /api/operator, e.g. 'customer-imports'. */
  path: string;
  /** 'customer' or 'product', for the documents. */
  noun: string;
  /** What POST does with the file, for the OpenAPI document. */
  description: string;
  /** The name a report is given when the upload came without one. */
  defaultFileName: string;
  /** Reads the file, or refuses the whole file with a 4xx naming `file`. */
  readFile(bytes: Buffer): { rows: Row[]; ignoredColumns: string[] };
  /** The batch step of the background job: plans a batch and applies it in one transaction. */
  batchApplier(
    app: FastifyInstance,
    run: { importId: string; storeId: number; operatorId: string; fileName: string },
  ): Promise<(batch: Row[]) => Promise<void>>;
  rowPageSchema: z.ZodType;
  /** A report row as the rows route answers it. */
  toRow(row: ImportRowRecord): unknown;
  reportColumns: ReportColumns;
}

/**
 * The routes of one kind of CSV import, under /api/operator: upload (202, then
 * the rows are worked in the background), the store's imports, one import's
 * progress, its per-row report, and the report as CSV.
 */
export function csvImportRoutes<Row>(spec: CsvImportKind<Row>) {
  return async function routesOfImport(app: FastifyInstance) {
    await app.register(multipart, CSV_MULTIPART_OPTIONS);
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const security = [{ authKey: [] }];
    const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

    async function findImport(storeId: number, importId: string) {
      const found = await app.repos.imports.find(storeId, spec.kind, importId);
      if (!found) throw notFound('That import', 'importId');
      return found;
    }

    routes.post(
      `/${spec.path}`,
      {
        onRequest: requireMultipart,
        schema: {
          tags: ['operator'],
          summary: `Import ${spec.noun}s from a CSV file`,
          description: spec.description,
          security,
          consumes: ['multipart/form-data'],
          body: csvUploadFormSchema,
          response: {
            202: csvImportSchema,
            ...refused,
            413: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
        // readCsvUpload checks the form as it streams in (see csvUploadFormSchema).
        validatorCompiler: () => (data: unknown) => ({ value: data }),
      },
      async (request, reply) => {
        const operator = request.operator;
        const { fileName, bytes } = await readCsvUpload(request, spec.defaultFileName);
        const { rows, ignoredColumns } = spec.readFile(bytes);
        const started = await startImport(app, operator, {
          kind: spec.kind,
          fileName,
          totalRows: rows.length,
          ignoredColumns,
        });
        const applyBatch = await spec.batchApplier(app, {
          importId: started.id,
          storeId: operator.storeId,
          operatorId: operator.id,
          fileName,
        });
        app.importQueue.enqueue({ importId: started.id, rows, applyBatch });
        return reply.code(202).send(started);
      },
    );

    routes.get(
      `/${spec.path}`,
      {
        schema: {
          tags: ['operator'],
          summary: `The store’s ${spec.noun} imports, newest first, 10 a page`,
          security,
          querystring: pageQuerySchema,
          response: { 200: pageOf(csvImportSchema), ...refused },
        },
      },
      async (request) =>
        app.repos.imports.list(request.operator.storeId, spec.kind, request.query.page),
    );

    routes.get(
      `/${spec.path}/:importId`,
      {
        schema: {
          tags: ['operator'],
          summary: `One ${spec.noun} import: its progress while processing, then its counts`,
          security,
          params: importParamsSchema,
          response: { 200: csvImportSchema, ...refused, 404: apiErrorSchema },
        },
      },
      async (request) => findImport(request.operator.storeId, request.params.importId),
    );

    routes.get(
      `/${spec.path}/:importId/rows`,
      {
        schema: {
          tags: ['operator'],
          summary: `The per-row report of a ${spec.noun} import, in file order, 100 rows a page`,
          security,
          params: importParamsSchema,
          querystring: importRowsQuerySchema,
          response: { 200: spec.rowPageSchema, ...refused, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { importId } = request.params;
        await findImport(request.operator.storeId, importId);
        const rows = await app.repos.imports.rows(importId, request.query);
        return { ...rows, items: rows.items.map(spec.toRow) };
      },
    );

    const reportHeader = [
      'row',
      'status',
      ...spec.reportColumns.values,
      'errors',
      spec.reportColumns.idColumn,
    ];
    routes.get(
      `/${spec.path}/:importId/report.csv`,
      {
        schema: {
          tags: ['operator'],
          summary: `The per-row report of a ${spec.noun} import as a CSV download`,
          security,
          params: importParamsSchema,
          response: {
            200: {
              description: reportHeader.join(', '),
              content: { 'text/csv': { schema: z.string() } },
            },
            ...refused,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const found = await findImport(request.operator.storeId, request.params.importId);
        const csv = reportCsv(await app.repos.imports.reportRows(found.id), spec.reportColumns);
        const baseName = found.fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '-');
        return reply
          .type('text/csv; charset=utf-8')
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', `attachment; filename="${baseName}-report.csv"`)
          .send(csv);
      },
    );
  };
}
