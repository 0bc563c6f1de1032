import { useRef } from 'react';
import { useOrderEvents } from '@storefront/shared/order-events';

/**
 * Reads the page's data again, quietly, on each event of the stream at `path`
 * (null follows nothing), and applies only the newest answer, so a slow read
 * never overwrites a later one. Answers whether the stream is open.
 */
export function useLiveRefresh<Data>(
  path: string | null,
  load: () => Promise<Data>,
  apply: (data: Data) => void,
): boolean {
  const newest = useRef(0);
  return useOrderEvents(path, () => {
    const read = (newest.current += 1);
    load().then(
      (data) => {
        if (read === newest.current) apply(data);
      },
      // The page keeps what it shows; the next event or a reload reads it again.
      () => undefined,
    );
  });
}
