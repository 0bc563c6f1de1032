import { useEffect, useRef, useState } from 'react';
import { openOrderEventStream, type OrderEvent } from './order-event-stream';

/**
 * Follows an order event stream while the component is mounted (`path` under
 * the API, e.g. `/me/orders/<id>/events`; null follows nothing) and calls
 * `onEvent` with each event. Answers whether the stream is open now.
 */
export function useOrderEvents(path: string | null, onEvent: (event: OrderEvent) => void): boolean {
  const onEventRef = useRef(onEvent);
  const [live, setLive] = useState(false);
  useEffect(() => {
    onEventRef.current = onEvent;
  });
  useEffect(() => {
    if (path === null) return;
    const close = openOrderEventStream(path, {
      onEvent: (event) => onEventRef.current(event),
      onLive: setLive,
    });
    return () => {
      close();
      setLive(false);
    };
  }, [path]);
  return live;
}
