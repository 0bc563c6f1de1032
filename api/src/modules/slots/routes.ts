import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  slotListSchema,
  slotQuerySchema,
  storeParamsSchema,
} from '@storefront/shared/contracts';
import {
  slotDayQuerySchema,
  slotDaySchema,
  slotWindowInputSchema,
  slotWindowListSchema,
  slotWindowParamsSchema,
  slotWindowSchema,
  type SlotWindowInput,
} from '@storefront/shared/operator-contracts';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, notFound } from '../../lib/http-error';
import type { ModuleRoutes } from '../module-routes';

/** A store's open slots, for anyone choosing one at checkout. */
async function publicRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/stores/:storeId/slots',
    {
      schema: {
        tags: ['store'],
        summary: 'The store’s delivery or pickup slots for the next 7 days, earliest first',
        description:
          'Each slot whose cut-off has not passed, with the places it has left (0 when ' +
          'full). None at all: the store takes orders for that option without a slot.',
        params: storeParamsSchema,
        querystring: slotQuerySchema,
        response: { 200: slotListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const store = await app.store.find(request.params.storeId);
      if (!store) throw notFound('That store', 'storeId');
      // Places change with every order: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return { items: await app.slots.open(store.id, request.query.deliveryOption) };
    },
  );
}

const windowTaken = (input: SlotWindowInput) =>
  new HttpError(
    409,
    'SLOT_WINDOW_TAKEN',
    `The store already has a ${input.deliveryOption} window starting at ${input.startTime} that day.`,
    'startTime',
  );

/** Runs a window change, answering 409 for a window the store already has. */
async function saving<Result>(input: SlotWindowInput, work: () => Promise<Result>) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw windowTaken(input);
    throw error;
  }
}

/** The operator's slot windows, and a day's slots with their orders and pick list. */
async function operatorRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  routes.get(
    '/slot-windows',
    {
      schema: {
        tags: ['operator'],
        permission: 'slots.write',
        summary: 'The store’s slot windows, by option, weekday and start',
        security,
        response: { 200: slotWindowListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ items: await app.slots.windows(request.operator.storeId) }),
  );

  routes.post(
    '/slot-windows',
    {
      schema: {
        tags: ['operator'],
        permission: 'slots.write',
        summary: 'Add a slot window: a weekday’s start and end, capacity and cut-off',
        security,
        body: slotWindowInputSchema,
        response: { 201: slotWindowSchema, ...refused, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const window = await saving(request.body, () =>
        app.slots.createWindow(request.operator, request.body),
      );
      return reply.code(201).send(window);
    },
  );

  routes.put(
    '/slot-windows/:windowId',
    {
      schema: {
        tags: ['operator'],
        permission: 'slots.write',
        summary: 'Change a slot window; orders already booked keep their slot',
        security,
        params: slotWindowParamsSchema,
        body: slotWindowInputSchema,
        response: { 200: slotWindowSchema, ...refused, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const window = await saving(request.body, () =>
        app.slots.editWindow(request.operator, request.params.windowId, request.body),
      );
      if (!window) throw notFound('That slot window', 'windowId');
      return window;
    },
  );

  routes.get(
    '/slots',
    {
      schema: {
        tags: ['operator'],
        permission: 'orders.read',
        summary: 'One day’s slots with their orders, and the pick list for all of them',
        security,
        querystring: slotDayQuerySchema,
        response: { 200: slotDaySchema, ...refused },
      },
    },
    async (request) => app.slots.day(request.operator.storeId, request.query.date),
  );
}

export const slotRoutes = {
  public: publicRoutes,
  operator: operatorRoutes,
} satisfies ModuleRoutes;
