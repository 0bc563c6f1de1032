import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  csvImportSchema,
  importParamsSchema,
  importRowsQuerySchema,
  pageOf,
  pageQuerySchema,
  productImportRowPageSchema,
} from '@storefront/shared/contracts';
import { CSV_IMPORT_MAX_ROWS } from '../../csv-import/read-csv';
import {
  CSV_MULTIPART_OPTIONS,
  csvUploadFormSchema,
  readCsvUpload,
} from '../../csv-import/read-upload';
import { reportCsv, type ReportColumns } from '../../csv-import/report-csv';
import { notFound } from '../../lib/http-error';
import { requireMultipart } from '../../lib/multipart';
import { createProductRowPlanner } from '../../product-import/plan-rows';
import { readProductCsv } from '../../product-import/read-product-csv';
import { startImport } from './start-import';

const REPORT_COLUMNS: ReportColumns = {
  values: ['sku', 'name'],
  idColumn: 'product_id',
  idOf: (row) => row.productId,
};

/** The operator's product imports, created or updated by SKU; every route needs the operator role. */
export default async function productImportRoutes(app: FastifyInstance) {
  await app.register(multipart, CSV_MULTIPART_OPTIONS);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];

  async function findImport(storeId: number, importId: string) {
    const found = await app.repos.imports.find(storeId, 'products', importId);
    if (!found) throw notFound('That import', 'importId');
    return found;
  }

  routes.post(
    '/product-imports',
    {
      onRequest: requireMultipart,
      schema: {
        tags: ['operator'],
        summary: 'Create or update products by SKU from a CSV file',
        description:
          'multipart/form-data with one part, file: UTF-8 CSV, at most 10 MB and ' +
          `${CSV_IMPORT_MAX_ROWS} rows. The first row names the columns sku, name, category and ` +
          'price, and optionally description, unit and published (any case; other columns, stock ' +
          'among them, are ignored: stock moves only through adjustments). category is an ' +
          'existing category’s slug or name; price is in the currency’s main unit (2.49 or £2.49); ' +
          'unit is each or per kg; published is yes or no. A file that cannot be read is refused ' +
          'whole with a 4xx; otherwise the answer is 202 and the rows are processed in the ' +
          'background: poll GET /operator/product-imports/{importId} for progress. A new SKU ' +
          'creates a product with no stock and a placeholder picture; a known SKU gets the fields ' +
          'the row gives (blank optional fields keep their values); a row that changes nothing is ' +
          'skipped, so importing the same file twice changes nothing.',
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
      const { fileName, bytes } = await readCsvUpload(request, 'products.csv');
      const rows = readProductCsv(bytes);
      const store = await app.repos.stores.findById(operator.storeId);
      if (!store) throw notFound('Your store');
      const started = await startImport(app, operator, {
        kind: 'products',
        fileName,
        totalRows: rows.length,
      });
      const run = {
        importId: started.id,
        storeId: operator.storeId,
        operatorId: operator.id,
        fileName,
      };
      const planRows = createProductRowPlanner();
      app.importQueue.enqueue({
        importId: started.id,
        rows,
        applyBatch: async (batch) => {
          // Read again for every batch: a category made while a long file runs counts.
          const categories = await app.repos.productImports.categoriesOf(operator.storeId);
          await app.repos.productImports.applyBatch(
            run,
            planRows(batch, { categories, currency: store.currency }),
          );
          app.catalogAnswers.clear();
        },
      });
      return reply.code(202).send(started);
    },
  );

  routes.get(
    '/product-imports',
    {
      schema: {
        tags: ['operator'],
        summary: 'The store’s product imports, newest first, 10 a page',
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
      app.repos.imports.list(request.account!.storeId, 'products', request.query.page),
  );

  routes.get(
    '/product-imports/:importId',
    {
      schema: {
        tags: ['operator'],
        summary: 'One product import: its progress while processing, then its counts',
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
    '/product-imports/:importId/rows',
    {
      schema: {
        tags: ['operator'],
        summary: 'The per-row report of a product import, in file order, 100 rows a page',
        security,
        params: importParamsSchema,
        querystring: importRowsQuerySchema,
        response: {
          200: productImportRowPageSchema,
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
        items: rows.items.map(({ row, status, values, errors, productId }) => ({
          row,
          status,
          sku: values.sku ?? '',
          name: values.name ?? '',
          errors,
          productId,
        })),
      };
    },
  );

  routes.get(
    '/product-imports/:importId/report.csv',
    {
      schema: {
        tags: ['operator'],
        summary: 'The per-row report of a product import as a CSV download',
        security,
        params: importParamsSchema,
        response: {
          200: {
            description: 'row, status, sku, name, errors, product_id',
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
