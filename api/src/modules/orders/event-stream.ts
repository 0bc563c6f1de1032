import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import type { OrderEventHub } from './event-hub';
import {
  latestOrderEventId,
  orderEventsAfter,
  type OrderEventScope,
  type StreamedOrderEvent,
} from './order-events';

// Server-Sent Events of an order's (or a store's) event log, in id order.

/** How long the browser waits before it reconnects (the stream's `retry:`). */
export const RECONNECT_MS = 3_000;
/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** A signed-out session or a deactivated member of staff stops streaming within this. */
const RECHECK_MS = 60_000;
/** How many streams one account may hold open on an instance: a page or two per tab. */
export const MAX_STREAMS_PER_CALLER = 5;
/** Events read at a time; a stream far behind reads again at once. */
const BATCH = 200;
/**
 * Ids come from a sequence when a row is written, but rows become visible when
 * their transaction commits, and not always in id order: on PostgreSQL a
 * transaction holding id 10 can commit after one holding id 11. A stream that
 * sent 11 and moved past it would never send 10. So a stream sends an event
 * only once it was written SETTLE_MS ago (by the database's clock), and stops
 * at the first that has not: every transaction that writes an event does so
 * as its last step before committing (order-transitions.ts, checkout-sql.ts),
 * so a lower id still hidden after this long would belong to a transaction
 * stuck between its last write and its commit. The cost is that much delay on
 * each live event; the alternative of resending a window of past ids would
 * need every client to drop duplicates.
 */
export const SETTLE_MS = 1_000;

export interface OpenStream {
  /** The account holding it, for the cap. */
  callerId: string;
  scope: OrderEventScope;
  /** Resume after this event (Last-Event-ID or ?since=); null starts from now. */
  since: number | null;
  /** Whether the caller may still read the stream: their session, their role. */
  stillAllowed(): Promise<boolean>;
}

export interface OrderEventStreams {
  /** Answers the request with the stream; 429 when the caller holds MAX_STREAMS_PER_CALLER. */
  open(reply: FastifyReply, stream: OpenStream): Promise<FastifyReply>;
  /** Ends every open stream (the server is closing), once each has gone. */
  closeAll(): Promise<void>;
}

const tooMany = () =>
  new HttpError(
    429,
    'TOO_MANY_STREAMS',
    `At most ${MAX_STREAMS_PER_CALLER} live order streams may be open at once; close another page first.`,
  );

const frame = ({ id, kind, message }: StreamedOrderEvent) =>
  `id: ${id}\nevent: ${kind}\ndata: ${JSON.stringify(message)}\n\n`;

export function createOrderEventStreams({
  db,
  hub,
  log,
}: {
  db: Database;
  hub: OrderEventHub;
  log: FastifyBaseLogger;
}): OrderEventStreams {
  const open = new Map<string, Set<(comment: string) => Promise<void>>>();
  let closing = false;

  async function openStream(reply: FastifyReply, options: OpenStream) {
    // Counted before the first await, so parallel requests cannot all slip under the cap.
    const held = open.get(options.callerId) ?? new Set();
    if (held.size >= MAX_STREAMS_PER_CALLER) throw tooMany();
    if (closing) throw new HttpError(503, 'SHUTTING_DOWN', 'The server is restarting; try again.');
    const body = new PassThrough();
    let ended: Promise<void> | null = null;
    /**
     * Ends the stream with a last comment, then its connection too: kept
     * alive, it would hold a closing server open until its keep-alive timeout.
     */
    const end = (comment: string) => {
      ended ??= new Promise<void>((resolve) => {
        if (reply.raw.writableFinished || reply.raw.destroyed) return resolve();
        reply.raw.once('close', () => resolve());
        reply.raw.once('finish', () => {
          // (inject() answers without a network socket, and its stand-in has no destroySoon.)
          reply.raw.socket?.destroySoon?.();
          resolve();
        });
        body.end(`: ${comment}\n\n`);
      });
      return ended;
    };
    held.add(end);
    open.set(options.callerId, held);
    const timers: NodeJS.Timeout[] = [];
    let settleTimer: NodeJS.Timeout | undefined;
    let unfollow = () => {};
    // Before the first await: a caller gone while it runs still gives its place back.
    reply.raw.once('close', () => {
      unfollow();
      timers.forEach(clearInterval);
      clearTimeout(settleTimer);
      held.delete(end);
      if (held.size === 0 && open.get(options.callerId) === held) open.delete(options.callerId);
      body.destroy();
    });

    let lastId = options.since ?? 0;
    let pumping = false;
    let again = false;
    const write = (text: string) => {
      if (!body.writableEnded) body.write(text);
    };

    /** Sends the settled events after lastId; one read at a time, the next wake reads again. */
    async function pump() {
      if (pumping) {
        again = true;
        return;
      }
      pumping = true;
      try {
        do {
          again = false;
          const events = await orderEventsAfter(db, options.scope, lastId, SETTLE_MS, BATCH);
          if (body.writableEnded) return;
          if (events.length > 0 && !(await options.stillAllowed())) {
            void end('signed out');
            return;
          }
          const waiting = events.findIndex((event) => !event.settled);
          const ready = waiting === -1 ? events : events.slice(0, waiting);
          for (const event of ready) {
            write(frame(event));
            lastId = event.id;
          }
          if (waiting !== -1) {
            settleTimer ??= setTimeout(() => {
              settleTimer = undefined;
              void pump();
            }, SETTLE_MS);
          } else if (events.length === BATCH) again = true;
        } while (again);
      } catch (error) {
        log.error({ err: error }, 'An order event stream failed to read its events');
        void end('failed');
      } finally {
        pumping = false;
      }
    }

    // Following before reading where "now" is: news in between is not lost,
    // as the first pump below reads anything after it.
    let started = false;
    unfollow = hub.follow(options.scope, () => {
      if (started) void pump();
    });
    try {
      if (options.since === null) lastId = await latestOrderEventId(db, options.scope);
    } catch (error) {
      void end('failed');
      throw error;
    }
    started = true;
    timers.push(
      setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS),
      setInterval(() => {
        options.stillAllowed().then(
          (allowed) => allowed || void end('signed out'),
          () => void end('failed'),
        );
      }, RECHECK_MS),
    );
    write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
    void pump();
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(body);
  }

  return {
    open: openStream,
    async closeAll() {
      closing = true;
      const ends = [...open.values()].flatMap((held) => [...held]);
      // The browser reconnects after `retry:`, through the load balancer to an instance still up.
      await Promise.all(ends.map((end) => end('the server is restarting; reconnect')));
    },
  };
}
