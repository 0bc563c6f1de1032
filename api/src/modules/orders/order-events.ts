import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { OrderEventKind, OrderEventMessage } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { orderEvents, orders } from './tables';

// The order event log: written in the transaction of whatever happened,
// read by the live streams (event-stream.ts) in id order.

export interface NewOrderEvent {
  orderId: string;
  storeId: number;
  kind: OrderEventKind;
  /** What the event says (ORDER_EVENT_KINDS documents each kind's). */
  data: Record<string, unknown>;
}

/**
 * Adds an event to the order's log, in the caller's transaction, so it exists
 * exactly when what it tells of does. The caller announces it once the
 * transaction has committed (the orders service's onOrderEvent), never
 * before: a stream woken early would find nothing and wait for the next news.
 */
export async function recordOrderEvent(tx: Database, event: NewOrderEvent): Promise<number> {
  // clock_timestamp(), not now(): the settle rule (event-stream.ts) measures from
  // the moment the row was written, not from the start of its transaction.
  const [written] = await tx
    .insert(orderEvents)
    .values({ ...event, at: sql`clock_timestamp()` })
    .returning({ id: orderEvents.id });
  return written!.id;
}

/** Which events a stream follows: one store's, or one order's. */
export type OrderEventScope = { storeId: number; orderId?: string };

const inScope = (scope: OrderEventScope) =>
  and(
    eq(orderEvents.storeId, scope.storeId),
    scope.orderId === undefined ? undefined : eq(orderEvents.orderId, scope.orderId),
  );

/** One event as a stream sends it, and whether it has settled (event-stream.ts). */
export interface StreamedOrderEvent {
  id: number;
  kind: OrderEventKind;
  message: OrderEventMessage;
  settled: boolean;
}

/**
 * The scope's events after `afterId`, oldest first, at most `limit`; each says
 * whether it was written at least `settleMs` ago by the database's clock.
 */
export async function orderEventsAfter(
  db: Database,
  scope: OrderEventScope,
  afterId: number,
  settleMs: number,
  limit: number,
): Promise<StreamedOrderEvent[]> {
  const rows = await db
    .select({
      id: orderEvents.id,
      orderId: orderEvents.orderId,
      orderNumber: orders.number,
      kind: orderEvents.kind,
      data: orderEvents.data,
      at: orderEvents.at,
      settled: sql<boolean>`${orderEvents.at} <= clock_timestamp() - make_interval(secs => ${settleMs / 1000}::float8)`,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(and(inScope(scope), gt(orderEvents.id, afterId)))
    .orderBy(asc(orderEvents.id))
    .limit(limit);
  return rows.map(({ id, orderId, orderNumber, kind, data, at, settled }) => ({
    id: Number(id),
    kind,
    settled,
    message: { ...data, orderId, orderNumber, kind, at: new Date(at).toISOString() },
  }));
}

/** The newest event id of the scope, or 0: where a stream that names none starts. */
export async function latestOrderEventId(db: Database, scope: OrderEventScope): Promise<number> {
  const [latest] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(inScope(scope))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return latest ? Number(latest.id) : 0;
}
