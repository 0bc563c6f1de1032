import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageData } from '../page-data/page-data';
import { describeApiError, type ApiFailure } from './api-error';

export interface ApiState<Data> {
  data: Data | undefined;
  failure: ApiFailure | null;
  loading: boolean;
  retry: () => void;
  /** Replaces the loaded data, e.g. with what an upload answered. */
  replace: (data: Data) => void;
}

interface Settled<Data> {
  key: string;
  attempt: number;
  data?: Data;
  failure?: ApiFailure;
}

/**
 * Reads from the API whenever `key` changes; a null key waits (e.g. until the
 * customer signs in). Answers that arrive after the key moved on are dropped.
 * On a page the server rendered, the first answer comes with the page: the
 * server loads it while rendering, and the browser starts from it.
 */
export function useApi<Data>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<Data>,
): ApiState<Data> {
  const pageData = usePageData();
  const loadRef = useRef(load);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<Data> | null>(() => {
    const answer = key === null ? undefined : pageData?.read(key);
    return answer && key !== null ? { key, attempt: 0, data: answer.data as Data } : null;
  });
  const fromPage = useRef(settled !== null);
  if (key !== null && settled === null) pageData?.request(key, load);

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    if (fromPage.current) {
      fromPage.current = false;
      pageData?.forget(key);
      return;
    }
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setSettled({ key, attempt, failure: describeApiError(error) });
        }
      },
    );
    return () => controller.abort();
    // pageData is the same object for the page's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const current = settled && settled.key === key && settled.attempt === attempt ? settled : null;
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback(
    (data: Data) => {
      if (key !== null) setSettled({ key, attempt, data });
    },
    [key, attempt],
  );

  return {
    data: current?.data,
    failure: current?.failure ?? null,
    loading: key !== null && current === null,
    retry,
    replace,
  };
}
