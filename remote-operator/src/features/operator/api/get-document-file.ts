import { httpClient } from '@storefront/shared';
import type { DocumentSide } from '@storefront/shared/contracts';
import { readBlobError } from '@storefront/ui';

/** GET /documents/:documentId/files/:side — the file as uploaded (JPG, PNG or PDF). */
export async function getDocumentFile(
  documentId: string,
  side: DocumentSide,
  signal?: AbortSignal,
): Promise<Blob> {
  try {
    const { data } = await httpClient.get<Blob>(
      `/documents/${encodeURIComponent(documentId)}/files/${side}`,
      { responseType: 'blob', signal },
    );
    return data;
  } catch (error) {
    throw await readBlobError(error);
  }
}
