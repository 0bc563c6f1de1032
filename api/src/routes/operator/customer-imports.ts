import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  importParamsSchema,
  csvImportSchema,
  importRowPageSchema,
  importRowsQuerySchema,
  pageOf,
  pageQuerySchema,
} from '@storefront/shared/contracts';
import {
  CSV_MULTIPART_OPTIONS,
  csvUploadFormSchema,
  readCsvUpload,
} from '../../csv-import/read-upload';
import { reportCsv, type ReportColumns } from '../../csv-import/report-csv';
import { CUSTOMER_IMPORT_MAX_ROWS, readCustomerCsv } from '../../customer-import/read-customer-csv';
import { createRowPlanner } from '../../customer-import/plan-rows';
import { notFound } from '../../lib/http-error';
import { requireMultipart } from '../../lib/multipart';
import { startImport } from './start-import';

const REPORT_COLUMNS: ReportColumns = {
  values: ['name', 'email', 'mobile'],
  idColumn: 'customer_id',
  idOf: (row) => row.customerId,
};

/** The operator's customer imports; every route needs the operator role. */
export default async function customerImportRoutes(app: FastifyInstance) {
  await app.register(multipart, CSV_MULTIPART_OPTIONS);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];

  async function findImport(storeId: number, importId: string) {
    const found = await app.repos.imports.find(storeId, 'customers', importId);
    if (!found) throw notFound('That import', 'importId');
    return found;
  }

  routes.post(
    '/customer-imports',
    {
      onRequest: requireMultipart,
      schema: {
        tags: ['operator'],
        summary: 'Import customers from a CSV file',
        description:
          'multipart/form-data with one part, file: UTF-8 CSV, at most 10 MB and ' +
          `${CUSTOMER_IMPORT_MAX_ROWS} rows. The first row names the columns name, email and ` +
          'mobile, and optionally recipient, line1, line2, city and postcode (any case, blanks ' +
          'around them ignored). A file that cannot be read is refused whole with a 4xx; ' +
          'otherwise the answer is 202 and the rows are processed in the background: poll ' +
          'GET /operator/customer-imports/{importId} for progress. New customers are created ' +
          'unclaimed; a row for a customer an earlier import created and nobody has claimed ' +
          'updates them; anything else with a taken mobile or e-mail fails that row only.',
        security,
        consumes: ['multipart/form-data'],
        body: csvUploadFormSchema,
        response: {
          202: csvImportSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
      // readCsvUpload checks the form as it streams in (see csvUploadFormSchema).
      validatorCompiler: () => (data: unknown) => ({ value: data }),
    },
    async (request, reply) => {
      const operator = request.account!;
      const { fileName, bytes } = await readCsvUpload(request, 'customers.csv');
      const rows = readCustomerCsv(bytes);
      const started = await startImport(app, operator, {
        kind: 'customers',
        fileName,
        totalRows: rows.length,
      });
      const planRows = createRowPlanner();
      app.importQueue.enqueue({
        importId: started.id,
        rows,
        applyBatch: (batch) =>
          app.repos.customerImports.applyBatch(started.id, operator.storeId, planRows(batch)),
      });
      return reply.code(202).send(started);
    },
  );

  routes.get(
    '/customer-imports',
    {
      schema: {
        tags: ['operator'],
        summary: 'The store’s customer imports, newest first, 10 a page',
        security,
        querystring: pageQuerySchema,
        response: {
          200: pageOf(csvImportSchema),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) =>
      app.repos.imports.list(request.account!.storeId, 'customers', request.query.page),
  );

  routes.get(
    '/customer-imports/:importId',
    {
      schema: {
        tags: ['operator'],
        summary: 'One import: its progress while processing, then its counts',
        security,
        params: importParamsSchema,
        response: {
          200: csvImportSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => findImport(request.account!.storeId, request.params.importId),
  );

  routes.get(
    '/customer-imports/:importId/rows',
    {
      schema: {
        tags: ['operator'],
        summary: 'The per-row report, in file order, 100 rows a page',
        security,
        params: importParamsSchema,
        querystring: importRowsQuerySchema,
        response: {
          200: importRowPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { importId } = request.params;
      await findImport(request.account!.storeId, importId);
      const rows = await app.repos.imports.rows(importId, request.query);
      return {
        ...rows,
        items: rows.items.map(({ row, status, values, errors, customerId }) => ({
          row,
          status,
          name: values.name ?? '',
          email: values.email ?? '',
          mobile: values.mobile ?? '',
          errors,
          customerId,
        })),
      };
    },
  );

  routes.get(
    '/customer-imports/:importId/report.csv',
    {
      schema: {
        tags: ['operator'],
        summary: 'The per-row report as a CSV download',
        security,
        params: importParamsSchema,
        response: {
          200: {
            description: 'row, status, name, email, mobile, errors, customer_id',
            content: { 'text/csv': { schema: z.string() } },
          },
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const found = await findImport(request.account!.storeId, request.params.importId);
      const csv = reportCsv(await app.repos.imports.reportRows(found.id), REPORT_COLUMNS);
      const baseName = found.fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '-');
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${baseName}-report.csv"`)
        .send(csv);
    },
  );
}
