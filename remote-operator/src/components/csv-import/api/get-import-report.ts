import { httpClient } from '@storefront/shared';
import { readBlobError } from '@storefront/ui';

/**
 * GET {endpoint}/:importId/report.csv through the shared client, so the
 * authKey goes along (a plain link could not send it).
 */
export async function getImportReport(endpoint: string, importId: string): Promise<Blob> {
  try {
    const { data } = await httpClient.get<Blob>(
      `${endpoint}/${encodeURIComponent(importId)}/report.csv`,
      { responseType: 'blob' },
    );
    return data;
  } catch (error) {
    throw await readBlobError(error);
  }
}
