import { httpClient } from '@storefront/shared';
import { readBlobError } from './read-blob-error';

/**
 * GET /operator/customer-imports/:importId/report.csv through the shared
 * client, so the authKey goes along (a plain link could not send it).
 */
export async function getImportReport(importId: string): Promise<Blob> {
  try {
    const { data } = await httpClient.get<Blob>(
      `/operator/customer-imports/${encodeURIComponent(importId)}/report.csv`,
      { responseType: 'blob' },
    );
    return data;
  } catch (error) {
    throw await readBlobError(error);
  }
}
