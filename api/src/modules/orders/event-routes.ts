import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  ORDER_EVENT_ID_PATTERN,
  ORDER_EVENT_KINDS,
  orderEventsQuerySchema,
  orderParamsSchema,
  roleMay,
  storeOrderEventsQuerySchema,
} from '@storefront/shared/contracts';
import { HttpError, notFound } from '../../lib/http-error';
import { MAX_STREAMS_PER_CALLER, RECONNECT_MS, SETTLE_MS } from './event-stream';

// The live order streams (Server-Sent Events): the customer's own order, and
// the order desk's whole store or one of its orders.

const STREAM_DESCRIPTION =
  'Server-Sent Events (text/event-stream), one per entry of the order event log: `id:` the ' +
  'event id, `event:` its kind (' +
  ORDER_EVENT_KINDS.join(', ') +
  '), `data:` JSON with orderId, orderNumber, kind, at and what the kind says (status_changed: ' +
  'status, from, note). With a Last-Event-ID header, or since= on the first connect, the stream ' +
  'starts with every event after that one, in id order, then goes on live; without either it ' +
  `sends only what happens from now. Each event is sent about ${SETTLE_MS} ms after it is ` +
  'written, so one committed late is never skipped. A comment every 20 s keeps it open; ' +
  `retry: ${RECONNECT_MS}. A session signed out (or staff deactivated) is ended within a minute, ` +
  `and so is every stream when the server restarts: the browser reconnects. At most ` +
  `${MAX_STREAMS_PER_CALLER} open streams per account (429 TOO_MANY_STREAMS).`;

const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

/** Where a stream resumes: the browser's Last-Event-ID on a reconnect wins over the page's since. */
function resumeAfter(request: FastifyRequest, since: string | undefined): number | null {
  const header = request.headers['last-event-id'];
  if (header !== undefined) {
    if (typeof header !== 'string' || !ORDER_EVENT_ID_PATTERN.test(header)) {
      throw new HttpError(
        400,
        'VALIDATION_ERROR',
        'Last-Event-ID must be the id of an event the stream sent',
        'Last-Event-ID',
      );
    }
    return Number(header);
  }
  return since === undefined ? null : Number(since);
}

/** The session's account now, by the token the stream was opened with; null once signed out. */
async function accountNow(app: FastifyInstance, request: FastifyRequest) {
  const token = request.headers.authkey;
  if (typeof token !== 'string') return null;
  return (await app.accounts.findSession(token))?.user ?? null;
}

export async function customerEventRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/orders/:orderId/events',
    {
      schema: {
        tags: ['orders'],
        summary: 'One’s own order as it happens: its live event stream',
        description: STREAM_DESCRIPTION,
        security: [{ authKey: [] }],
        params: orderParamsSchema,
        querystring: orderEventsQuerySchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      const customer = request.customer;
      const order = await app.orders.findOwn(customer.id, request.params.orderId);
      if (!order) throw notFound('That order', 'orderId');
      return app.orderEvents.open(reply, {
        callerId: customer.id,
        scope: { storeId: order.storeId, orderId: order.id },
        since: resumeAfter(request, request.query.since),
        stillAllowed: async () => (await accountNow(app, request))?.id === customer.id,
      });
    },
  );
}

export async function storeEventRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/orders/events',
    {
      schema: {
        tags: ['operator'],
        permission: 'orders.read',
        summary: 'The store’s orders as they happen: the order desk’s live event stream',
        description: `Every event of the operator’s store, or of one order with orderId (404 for another store’s). ${STREAM_DESCRIPTION}`,
        security: [{ authKey: [] }],
        querystring: storeOrderEventsQuerySchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      const operator = request.operator;
      const { orderId, since } = request.query;
      if (orderId !== undefined && !(await app.orders.isStoreOrder(operator.storeId, orderId))) {
        throw notFound('That order', 'orderId');
      }
      return app.orderEvents.open(reply, {
        callerId: operator.id,
        scope: { storeId: operator.storeId, orderId },
        since: resumeAfter(request, since),
        // Deactivated, moved to another store or to a role without orders.read: the stream ends.
        stillAllowed: async () => {
          const now = await accountNow(app, request);
          return (
            now?.id === operator.id &&
            now.storeId === operator.storeId &&
            now.staffRole !== null &&
            roleMay(now.staffRole, 'orders.read')
          );
        },
      });
    },
  );
}
