import { httpClient } from '@storefront/shared';
import type { CsvImport } from '@storefront/shared/operator-contracts';

/**
 * POST {endpoint} as multipart/form-data with one part, file. The shared
 * client would call anything without a Content-Type JSON (and axios would
 * then turn the FormData into JSON), so the request names multipart itself;
 * in a browser axios drops that value and the browser writes the
 * Content-Type with its boundary.
 */
export async function uploadImport(
  endpoint: string,
  file: File,
  onProgress: (percent: number | null) => void,
): Promise<CsvImport> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await httpClient.post<CsvImport>(endpoint, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: ({ loaded, total }) =>
      onProgress(total ? Math.min(100, Math.round((loaded / total) * 100)) : null),
  });
  return data;
}
