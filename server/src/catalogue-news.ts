// The API's catalogue news (GET /api/catalogue/changes, a server-sent event
// stream fed by the API's change bus, in process or through Redis), followed so
// the pages the host's renderer keeps are dropped as soon as the API's own
// answers change. While the stream is down the renderer's own time limit
// (5 s) still holds, so a lost connection never keeps a page longer than that.
import { setTimeout as sleep } from 'node:timers/promises';

/** What the API's change bus says (api/src/plugins/catalogue-cache.ts). */
export const STOCK_MOVED = 'stock';
/** Heard on every (re)connection: news may have been missed while away. */
export const UNKNOWN_CHANGE = '';

// Reconnection waits double from the first to the last, and start again once connected.
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;
// The API writes a comment every 15 s; a stream silent for longer is dead
// (a proxy or a sleeping laptop may drop it without a word).
const SILENT_STREAM_MS = 40_000;
/**
 * Stock moved by orders comes up to 20 times a second under load; the API
 * itself sends answers up to 900 ms old after one, so pages are dropped at
 * most this often for it, and every other change drops them at once.
 */
export const STOCK_FORGET_EVERY_MS = 500;

export interface CatalogueNewsOptions {
  /** The API's base URL (config.json's apiBaseUrl), asked again before each connection. */
  apiBaseUrl: () => Promise<unknown>;
  onNews: (news: string) => void;
  /** Told when a connection opens (after its UNKNOWN_CHANGE) and when it is lost. */
  onLive?: (live: boolean) => void;
  warn?: (message: string) => void;
}

/** The `data` of each server-sent event in `text`, and what is left of an unfinished one. */
export function parseEvents(text: string): { events: string[]; rest: string } {
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''));
    return data.length > 0 ? [data.join('\n')] : [];
  });
  return { events, rest };
}

/** Reads one connection's events until it ends, fails or falls silent. */
async function readStream(response: Response, onNews: (news: string) => void, cut: () => void) {
  const decoder = new TextDecoder();
  let buffered = '';
  let silence = setTimeout(cut, SILENT_STREAM_MS);
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      clearTimeout(silence);
      silence = setTimeout(cut, SILENT_STREAM_MS);
      const { events, rest } = parseEvents(buffered + decoder.decode(chunk, { stream: true }));
      buffered = rest;
      events.forEach(onNews);
    }
  } finally {
    clearTimeout(silence);
  }
}

/**
 * Follows the API's news until stopped, reconnecting with a growing wait.
 * Every connection opens with UNKNOWN_CHANGE, since news sent while away is lost.
 */
export function followCatalogueNews({
  apiBaseUrl,
  onNews,
  onLive = () => {},
  warn = () => {},
}: CatalogueNewsOptions): { stop: () => void } {
  const stopped = new AbortController();
  async function follow() {
    let wait = FIRST_RETRY_MS;
    let live = false;
    while (!stopped.signal.aborted) {
      const base = await apiBaseUrl().catch(() => undefined);
      const connection = new AbortController();
      const cut = () => connection.abort();
      stopped.signal.addEventListener('abort', cut);
      try {
        if (typeof base !== 'string') throw new Error('config.json names no API');
        const response = await fetch(`${base}/catalogue/changes`, {
          headers: { accept: 'text/event-stream' },
          signal: connection.signal,
        });
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !response.body || !type.startsWith('text/event-stream'))
          throw new Error(`the API answered ${response.status} ${type}`);
        wait = FIRST_RETRY_MS;
        onNews(UNKNOWN_CHANGE);
        live = true;
        onLive(true);
        await readStream(response, onNews, cut);
      } catch (error) {
        if (!stopped.signal.aborted)
          warn(`Catalogue news: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        stopped.signal.removeEventListener('abort', cut);
        if (live) onLive((live = false));
      }
      if (stopped.signal.aborted) return;
      await sleep(wait, undefined, { signal: stopped.signal }).catch(() => {});
      wait = Math.min(wait * 2, LAST_RETRY_MS);
    }
  }
  void follow();
  return { stop: () => stopped.abort() };
}

/**
 * What the server does with each piece of news: drops the kept pages, at once
 * for a change to the catalogue or the store (or news missed), at most every
 * STOCK_FORGET_EVERY_MS for stock that orders moved.
 */
export function pageForgetter(forgetPages: () => void, now = () => performance.now()) {
  let lastForgot = -Infinity;
  let pending: NodeJS.Timeout | undefined;
  const forget = () => {
    clearTimeout(pending);
    pending = undefined;
    lastForgot = now();
    forgetPages();
  };
  return {
    hear(news: string) {
      if (news !== STOCK_MOVED) return forget();
      if (pending) return;
      const wait = lastForgot + STOCK_FORGET_EVERY_MS - now();
      if (wait <= 0) forget();
      else pending = setTimeout(forget, wait);
    },
    stop: () => clearTimeout(pending),
  };
}
