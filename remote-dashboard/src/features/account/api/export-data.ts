import { httpClient } from '@storefront/shared';
import { readBlobError } from '@storefront/ui';

export interface DataExportFile {
  blob: Blob;
  fileName: string;
}

/** The name the API gives the file in Content-Disposition, or a dated one. */
function fileNameOf(disposition: unknown): string {
  const named = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return named?.[1] ?? `my-data-${new Date().toISOString().slice(0, 10)}.json`;
}

/** GET /me/export through the shared client, so the authKey goes along (a plain link could not send it). */
export async function exportMyData(): Promise<DataExportFile> {
  try {
    const response = await httpClient.get<Blob>('/me/export', { responseType: 'blob' });
    return { blob: response.data, fileName: fileNameOf(response.headers['content-disposition']) };
  } catch (error) {
    throw await readBlobError(error);
  }
}
