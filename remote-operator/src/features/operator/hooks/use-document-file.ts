import { useCallback, useEffect, useState } from 'react';
import { describeApiError, type ApiFailure } from '@storefront/shared';
import type { DocumentSide } from '@storefront/shared/contracts';
import { getDocumentFile } from '../api/get-document-file';

interface LoadedFile {
  key: string;
  url?: string;
  /** The file's type as the API sent it, e.g. 'image/png' or 'application/pdf'. */
  type?: string;
  failure?: ApiFailure;
}

/**
 * One side of a document as a local URL the page can show. The URL is
 * released when another document is chosen or the page goes away.
 */
export function useDocumentFile(documentId: string, side: DocumentSide) {
  const key = `${documentId}:${side}`;
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    getDocumentFile(documentId, side, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setFile({ key: `${documentId}:${side}`, url, type: blob.type });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setFile({ key: `${documentId}:${side}`, failure: describeApiError(error) });
        }
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [documentId, side, attempt]);

  const current = file?.key === key ? file : null;
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return {
    url: current?.url ?? null,
    isPdf: current?.type === 'application/pdf',
    failure: current?.failure ?? null,
    retry,
  };
}
