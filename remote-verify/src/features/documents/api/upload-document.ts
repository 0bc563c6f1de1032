import { httpClient, isAxiosError } from '@storefront/shared';
import type { DocumentType, GovernmentDocument } from '@storefront/shared/contracts';

export interface DocumentUpload {
  documentType: DocumentType;
  front: File;
  back: File | null;
}

export const FILES_TOO_LARGE = 'Files can be at most 10 MB';

/**
 * POST /uploaddocument as multipart/form-data. The browser writes the
 * Content-Type with its boundary, so none is set here. The type goes first
 * because a streaming multipart parser reads fields in order.
 */
export async function uploadDocument(
  { documentType, front, back }: DocumentUpload,
  onProgress: (percent: number | null) => void,
): Promise<GovernmentDocument> {
  const form = new FormData();
  form.append('documentType', documentType);
  form.append('front', front);
  if (back) form.append('back', back);
  try {
    const { data } = await httpClient.post<GovernmentDocument>('/uploaddocument', form, {
      onUploadProgress: ({ loaded, total }) =>
        onProgress(total ? Math.min(100, Math.round((loaded / total) * 100)) : null),
    });
    return data;
  } catch (error) {
    // A proxy may refuse a large body before the API sees it, without the
    // API's error body: it is worded as the API words it.
    const refused = isAxiosError(error) ? error.response : undefined;
    if (refused?.status === 413 && !(refused.data as { error?: unknown } | undefined)?.error)
      refused.data = { error: { code: 'FILE_TOO_LARGE', message: FILES_TOO_LARGE } };
    throw error;
  }
}
