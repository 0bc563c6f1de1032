import { useCallback, useEffect, useState } from 'react';
import { describeApiError, type ApiFailure } from '@storefront/shared';
import type { CsvImport } from '@storefront/shared/operator-contracts';
import { getImport } from '../api/get-import';

/** How often a processing import is asked for its progress. */
export const POLL_INTERVAL_MS = 500;

interface Progress {
  importId: string;
  csvImport?: CsvImport;
  failure?: ApiFailure;
}

/**
 * Follows an import while the server processes it: asks every half second
 * until it is done or failed, and stops when the page goes away or another
 * import is opened.
 */
export function useImportProgress(endpoint: string, importId: string | null) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!importId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function poll(id: string) {
      try {
        const csvImport = await getImport(endpoint, id, controller.signal);
        if (controller.signal.aborted) return;
        setProgress({ importId: id, csvImport });
        if (csvImport.status === 'processing') {
          timer = setTimeout(() => void poll(id), POLL_INTERVAL_MS);
        }
      } catch (error) {
        if (!controller.signal.aborted) {
          setProgress({ importId: id, failure: describeApiError(error) });
        }
      }
    }

    void poll(importId);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [endpoint, importId, attempt]);

  const current = progress && progress.importId === importId ? progress : null;
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return {
    csvImport: current?.csvImport,
    failure: current?.failure ?? null,
    retry,
  };
}
