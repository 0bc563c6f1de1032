import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  pageQuerySchema,
  type StockAdjustmentReason,
} from '@storefront/shared/contracts';
import {
  productIdParamsSchema,
  stockAdjustedSchema,
  stockAdjustmentSchema,
  stockMovementPageSchema,
} from '@storefront/shared/operator-contracts';
import { HttpError } from '../../lib/http-error';
import { productNotFound } from './product-outcomes';

const ADJUSTMENT_WORDS: Record<StockAdjustmentReason, string> = {
  received: 'adds quantity',
  damaged: 'takes quantity off',
  count_correction: 'sets the stock to quantity, what the count found',
};

/** A product's stock: the operator's adjustments, and its ledger. */
export async function stockRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  routes.post(
    '/products/:productId/stock-adjustments',
    {
      schema: {
        tags: ['operator'],
        permission: 'stock.adjust',
        summary: 'Adjust a product’s stock, with the reason',
        description:
          `received ${ADJUSTMENT_WORDS.received}; damaged ${ADJUSTMENT_WORDS.damaged} (more ` +
          'than is on the shelf answers 409 STOCK_NOT_ENOUGH); count_correction ' +
          `${ADJUSTMENT_WORDS.count_correction}. Each writes a stock ledger entry with the ` +
          'balance after it, and an audit entry. A count that matches the shelf answers 200 ' +
          'with movement null and no ledger entry. Safe against checkouts at the same moment.',
        security,
        params: productIdParamsSchema,
        body: stockAdjustmentSchema,
        response: {
          200: stockAdjustedSchema,
          201: stockAdjustedSchema,
          ...refused,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await app.catalogue.adjustStock(
        request.operator,
        request.params.productId,
        request.body,
      );
      if (result.status === 'not-found') throw productNotFound();
      if (result.status === 'not-enough') {
        throw new HttpError(
          409,
          'STOCK_NOT_ENOUGH',
          result.stock === 0
            ? 'None is on the shelf to take off.'
            : `Only ${result.stock} on the shelf: take off at most ${result.stock}.`,
          'quantity',
        );
      }
      const { product, movement } = result;
      return reply.code(movement ? 201 : 200).send({ product, movement });
    },
  );

  routes.get(
    '/products/:productId/stock-movements',
    {
      schema: {
        tags: ['operator'],
        permission: 'catalogue.read',
        summary: 'A product’s stock ledger, newest first, 20 a page',
        description:
          'Every adjustment, sale and cancelled order, each with its signed change and the ' +
          'balance after it; who made each adjustment, and which order each sale was.',
        security,
        params: productIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: stockMovementPageSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const page = await app.catalogue.stockMovements(
        request.operator,
        productId,
        request.query.page,
      );
      if (!page) throw productNotFound();
      return page;
    },
  );
}
