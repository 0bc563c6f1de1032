import { httpClient, requestHeaders } from '@storefront/shared';

/** One event of an order's live stream (the API's order event log). */
export interface OrderEvent {
  id: string;
  /** One of ORDER_EVENT_KINDS, e.g. status_changed. */
  kind: string;
  /** orderId, orderNumber, kind, at, and what the kind says. */
  data: Record<string, unknown>;
}

export interface OrderEventStreamOptions {
  onEvent(event: OrderEvent): void;
  /** Told true once the stream is open, false while it is not. */
  onLive?(live: boolean): void;
}

/** Until the stream says otherwise (its `retry:`). */
const DEFAULT_RETRY_MS = 3_000;
/** Answers that reconnecting cannot change: signed out, not allowed, not found, too many streams. */
const FINAL_STATUSES = [400, 401, 403, 404, 429];

/**
 * Follows an order event stream of the API (`path` under its base URL) until
 * the answer is called: each event as it comes, and after a dropped
 * connection, the events missed (`?since=` the last one seen).
 *
 * Read with fetch() rather than EventSource: the API knows the session by the
 * authKey header (docs/http-client.md), which EventSource cannot send, and a
 * token in the address would be written to every access log on the way.
 * Where fetch cannot stream (an old browser, jsdom) it does nothing.
 */
export function openOrderEventStream(path: string, options: OrderEventStreamOptions): () => void {
  if (typeof fetch !== 'function' || typeof TextDecoderStream !== 'function') return () => {};
  const controller = new AbortController();
  let lastId: string | null = null;
  let retryMs = DEFAULT_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const urlNow = () => {
    const url = `${httpClient.defaults.baseURL ?? ''}${path}`;
    return lastId === null ? url : `${url}${url.includes('?') ? '&' : '?'}since=${lastId}`;
  };

  /** One SSE block: `field: value` lines; comments start with ':'. */
  function handle(block: string) {
    let id: string | null = null;
    let kind = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      if (colon === 0) continue;
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') kind = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
    }
    if (id !== null) lastId = id;
    if (data.length > 0) options.onEvent({ id: id ?? '', kind, data: JSON.parse(data.join('\n')) });
  }

  async function connect() {
    try {
      const url = urlNow();
      const headers = requestHeaders(url);
      headers.set('Accept', 'text/event-stream');
      const response = await fetch(url, { headers, signal: controller.signal });
      if (FINAL_STATUSES.includes(response.status)) return;
      if (!response.ok || !response.body) throw new Error(`event stream: ${response.status}`);
      options.onLive?.(true);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer = (buffer + value).replace(/\r\n?/g, '\n');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          handle(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // A dropped connection or a restarting server: try again below.
    }
    if (controller.signal.aborted) return;
    options.onLive?.(false);
    timer = setTimeout(() => void connect(), retryMs);
  }

  void connect();
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
