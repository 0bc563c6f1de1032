import { useEffect, useRef } from 'react';
import { useOrderEvents } from '@storefront/shared/order-events';

/**
 * Reads the page's data again, quietly, on the events of the stream at `path`
 * (null follows nothing), and answers whether the stream is open. One read at
 * a time: events that arrive while one runs are answered by one more read
 * after it, so a picker's burst of scans costs the desk two reads, not one
 * each, and what it applies last was read after the last event.
 */
export function useLiveRefresh<Data>(
  path: string | null,
  load: () => Promise<Data>,
  apply: (data: Data) => void,
): boolean {
  const reads = useRef({ running: false, again: false });
  // A read queued behind another uses the page's newest load and apply.
  const latest = useRef({ load, apply });
  useEffect(() => {
    latest.current = { load, apply };
  });
  const read = () => {
    const state = reads.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    latest.current
      .load()
      // The page keeps what it shows on a failed read; the next event or a reload reads it again.
      .then(latest.current.apply, () => undefined)
      .finally(() => {
        state.running = false;
        if (state.again) {
          state.again = false;
          read();
        }
      });
  };
  return useOrderEvents(path, read);
}
