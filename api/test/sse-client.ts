import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** One Server-Sent Event as a browser's EventSource would see it. */
export interface StreamEvent {
  id: string;
  event: string;
  data: Record<string, unknown>;
}

/** Listens on a free port: inject() waits for the whole answer, and a stream never ends. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Opens an event stream over real HTTP and reads it as it arrives: the events
 * and comments so far, a wait for the next ones, and whether it has ended.
 */
export async function openStream(url: string, headers: Record<string, string>) {
  // A connection of its own (no keep-alive pool), as a browser's stream has:
  // nothing of the client's stays open to hold a closing server up.
  const request = http.get(url, {
    agent: false,
    headers: { Accept: 'text/event-stream', ...headers },
  });
  const incoming = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  incoming.setEncoding('utf8');
  const status = incoming.statusCode!;
  const ok = status >= 200 && status < 300;
  const response = {
    status,
    ok,
    headers: { get: (name: string) => (incoming.headers[name.toLowerCase()] as string) ?? null },
    json: async () => {
      let text = '';
      for await (const chunk of incoming) text += chunk;
      return JSON.parse(text);
    },
  };
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let retry: number | undefined;
  let changed = () => {};
  let ended = false;

  const parse = (block: string) => {
    const event: Partial<StreamEvent> & { dataLines: string[] } = { dataLines: [] };
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('id: ')) event.id = line.slice(4);
      else if (line.startsWith('event: ')) event.event = line.slice(7);
      else if (line.startsWith('data: ')) event.dataLines.push(line.slice(6));
      else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
    }
    if (event.dataLines.length > 0) {
      events.push({
        id: event.id!,
        event: event.event ?? 'message',
        data: JSON.parse(event.dataLines.join('\n')),
      });
    }
  };

  const finished = (async () => {
    if (!ok) return;
    let buffer = '';
    try {
      for await (const chunk of incoming) {
        buffer += chunk as string;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        changed();
      }
    } catch {
      // Cut off by close().
    }
    ended = true;
    changed();
  })();

  /** Resolves once `ready()` holds, or rejects after `timeoutMs`. */
  const until = (ready: () => boolean, timeoutMs = 8_000) =>
    new Promise<void>((resolve, reject) => {
      if (ready()) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`stream: timed out; events ${JSON.stringify(events)}`)),
        timeoutMs,
      );
      const previous = changed;
      changed = () => {
        previous();
        if (ready()) {
          clearTimeout(timer);
          resolve();
        }
      };
    });

  return {
    response,
    events,
    comments,
    get retry() {
      return retry;
    },
    get ended() {
      return ended;
    },
    /** Waits until `count` events have arrived in all. */
    eventsReach: (count: number, timeoutMs?: number) =>
      until(() => events.length >= count, timeoutMs),
    /** Waits until the server ends the stream. */
    whenEnded: (timeoutMs?: number) => until(() => ended, timeoutMs),
    async close() {
      request.destroy();
      await finished;
    },
  };
}

export type OpenedStream = Awaited<ReturnType<typeof openStream>>;
