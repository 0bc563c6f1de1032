import { useCallback, useEffect, useRef, useState } from 'react';
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
 */
export function useApi<Data>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<Data>,
): ApiState<Data> {
  const loadRef = useRef(load);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<Data> | null>(null);

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
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
