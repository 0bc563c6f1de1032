import type { FastifyInstance } from 'fastify';
import { as } from './helper';
import { multipart } from './multipart';

/** Uploads a CSV (text or raw bytes) the way the operator console does. */
export function uploadCsv(
  app: FastifyInstance,
  token: string,
  file: string | Buffer,
  filename = 'customers.csv',
) {
  const form = multipart([
    {
      name: 'file',
      filename,
      contentType: 'text/csv',
      data: typeof file === 'string' ? Buffer.from(file) : file,
    },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/operator/customer-imports',
    headers: { ...form.headers, ...as(token) },
    payload: form.payload,
  });
}

export interface ImportSummary {
  id: string;
  status: 'processing' | 'done' | 'failed';
  totalRows: number;
  processedRows: number;
  counts: { created: number; updated: number; skipped: number; failed: number };
  error: string | null;
}

/** Uploads a CSV, expects it accepted, and waits until the background import has finished. */
export async function importCsv(
  app: FastifyInstance,
  token: string,
  csv: string | Buffer,
): Promise<ImportSummary> {
  const response = await uploadCsv(app, token, csv);
  if (response.statusCode !== 202) throw new Error(`import refused: ${response.body}`);
  await app.importQueue.idle();
  return getImport(app, token, response.json().id);
}

export async function getImport(
  app: FastifyInstance,
  token: string,
  importId: string,
): Promise<ImportSummary> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/operator/customer-imports/${importId}`,
    headers: as(token),
  });
  if (response.statusCode !== 200) throw new Error(`import not found: ${response.body}`);
  return response.json();
}

export interface ReportRow {
  row: number;
  status: string;
  errors: Array<{ field: string; message: string }>;
  customerId: string | null;
}

/** Every row of the report, across pages. */
export async function reportRows(
  app: FastifyInstance,
  token: string,
  importId: string,
  status?: string,
): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
    const response = await app.inject({
      method: 'GET',
      url: `/api/operator/customer-imports/${importId}/rows?${query}`,
      headers: as(token),
    });
    const body = response.json();
    rows.push(...body.items);
    if (page * body.pageSize >= body.total) return rows;
  }
}
