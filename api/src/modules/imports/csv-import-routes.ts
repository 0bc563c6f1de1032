import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  pageOf,
  pageQuerySchema,
  type Permission,
} from '@storefront/shared/contracts';
import {
  csvImportSchema,
  importParamsSchema,
  importRowsQuerySchema,
  type CsvImport,
  type ImportKind,
} from '@storefront/shared/operator-contracts';
import { notFound } from '../../lib/http-error';
import { requireMultipart } from '../../lib/multipart';
import type { Operator } from '../../lib/operator';
import { csvMultipartOptions, csvUploadFormSchema, readCsvUpload } from './read-upload';
import { reportCsv, type ReportColumns } from './report-csv';
import type { ImportRowRecord, UploadedCsv } from './service';

/** What one kind of CSV import brings to the five routes every import has. */
export interface CsvImportKind {
  kind: ImportKind;
  /** The routes' path under /api/operator, e.g. 'customer-imports'. */
  path: string;
  /** What a member of staff needs for all five routes. */
  permission: Permission;
  /** 'customer' or 'product', for the documents. */
  noun: string;
  /** What POST does with the file, for the OpenAPI document. */
  description: string;
  /** The name a report is given when the upload came without one. */
  defaultFileName: string;
  /** The largest file taken; a bigger one is refused before it is parsed. */
  maxBytes: number;
  /**
   * Reads the file (or refuses the whole file with a 4xx naming `file`),
   * records the import and queues its rows for the background.
   */
  start(app: FastifyInstance, operator: Operator, file: UploadedCsv): Promise<CsvImport>;
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
export function csvImportRoutes(spec: CsvImportKind) {
  return async function routesOfImport(app: FastifyInstance) {
    await app.register(multipart, csvMultipartOptions(spec.maxBytes));
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const security = [{ authKey: [] }];
    const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

    async function findImport(storeId: number, importId: string) {
      const found = await app.imports.find(storeId, spec.kind, importId);
      if (!found) throw notFound('That import', 'importId');
      return found;
    }

    routes.post(
      `/${spec.path}`,
      {
        onRequest: requireMultipart,
        schema: {
          tags: ['operator'],
          permission: spec.permission,
          summary: `Import ${spec.noun}s from a CSV file`,
          description: spec.description,
          security,
          consumes: ['multipart/form-data'],
          body: csvUploadFormSchema(spec.maxBytes),
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
        const upload = await readCsvUpload(request, spec.defaultFileName, spec.maxBytes);
        const started = await spec.start(app, request.operator, upload);
        return reply.code(202).send(started);
      },
    );

    routes.get(
      `/${spec.path}`,
      {
        schema: {
          tags: ['operator'],
          permission: spec.permission,
          summary: `The store’s ${spec.noun} imports, newest first, 10 a page`,
          security,
          querystring: pageQuerySchema,
          response: { 200: pageOf(csvImportSchema), ...refused },
        },
      },
      async (request) => app.imports.list(request.operator.storeId, spec.kind, request.query.page),
    );

    routes.get(
      `/${spec.path}/:importId`,
      {
        schema: {
          tags: ['operator'],
          permission: spec.permission,
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
          permission: spec.permission,
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
        const rows = await app.imports.rows(importId, request.query);
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
          permission: spec.permission,
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
        const csv = reportCsv(await app.imports.reportRows(found.id), spec.reportColumns);
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
