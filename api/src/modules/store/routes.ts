import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  legalDocumentParamsSchema,
  legalDocumentSchema,
  storeParamsSchema,
  storeSchema,
} from '@storefront/shared/contracts';
import { operatorStoreSchema, storeSettingsSchema } from '@storefront/shared/operator-contracts';
import { notFound } from '../../lib/http-error';
import type { ModuleRoutes } from '../module-routes';

/** What anyone may read about a store: its details and its legal pages. */
async function publicRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/stores/:storeId',
    {
      schema: {
        tags: ['store'],
        summary: 'A store: name, currency, shop link, address, phone, opening hours, pickup point',
        params: storeParamsSchema,
        response: { 200: storeSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const store = await app.store.find(request.params.storeId);
      if (!store) throw notFound('That store');
      return store;
    },
  );

  // Apart from the store, so the pages that carry the store (every page) do not carry these.
  routes.get(
    '/stores/:storeId/legal/:document',
    {
      schema: {
        tags: ['store'],
        summary: "One of the store's legal pages: terms, privacy or cookies, as plain text",
        params: legalDocumentParamsSchema,
        response: { 200: legalDocumentSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { storeId, document } = request.params;
      const legal = await app.store.legalDocument(storeId, document);
      if (!legal) throw notFound('That store', 'storeId');
      return legal;
    },
  );
}

/**
 * The store's own settings: what customers read about it (name, address,
 * hours, legal pages), its VAT number for receipts, and its delivery terms.
 */
async function operatorRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

  routes.get(
    '/store',
    {
      schema: {
        tags: ['operator'],
        permission: 'store.settings',
        summary: 'The store’s settings, and which ways to pay are on and what turns each on',
        security,
        response: { 200: operatorStoreSchema, ...refused },
      },
    },
    async (request) => {
      const store = await app.store.settingsOf(request.operator);
      if (!store) throw notFound('That store');
      return store;
    },
  );

  routes.put(
    '/store',
    {
      schema: {
        tags: ['operator'],
        permission: 'store.settings',
        summary: 'Set the store’s settings, all of them at once',
        description:
          'Audited as store.updated, naming what changed. Customers see the change on their ' +
          'next page (a page drawn on the server is kept at most 5 s); orders already placed ' +
          'keep the seller details and delivery fee they were placed with.',
        security,
        body: storeSettingsSchema,
        response: { 200: operatorStoreSchema, 400: apiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const outcome = await app.store.changeSettings(request.operator, request.body);
      if (!outcome) throw notFound('That store');
      const { changed, ...store } = outcome;
      if (changed.length > 0) {
        request.log.info({ changed }, 'Store settings changed');
        // Drawn pages carry the store (its name, hours): they are drawn again.
        app.catalogueChanged();
      }
      return store;
    },
  );
}

export const storeRoutes = {
  public: publicRoutes,
  operator: operatorRoutes,
} satisfies ModuleRoutes;
