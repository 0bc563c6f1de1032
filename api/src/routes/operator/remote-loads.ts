import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, REMOTE_LOAD_MAX_PAGE_SIZE } from '@storefront/shared/contracts';
import {
  remoteLoadFigurePageSchema,
  remoteLoadQuerySchema,
} from '@storefront/shared/operator-contracts';
import { minuteOf } from '../../repositories/remote-loads-repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How the page's remotes have been loading, per version: what a team watches
 * after shipping one. Every store's shoppers load the same remotes, so the
 * figures are not the operator's store's alone.
 */
export default async function remoteLoadFigureRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/remote-loads',
    {
      schema: {
        tags: ['operator'],
        summary: 'Each remote version’s loads, failures and p75 load time over the last hours',
        description:
          'hours is 1 to 720 (30 days, as long as figures are kept), 24 by default, counted ' +
          `from its first minute. A page of pageSize versions (at most ${REMOTE_LOAD_MAX_PAGE_SIZE}), ` +
          'the most loaded first; loads and failures add up every version in the window. ' +
          'Version other holds the figures of versions never released. p75Ms is over ' +
          'successful loads, the upper bound of the load time bucket holding it; null when ' +
          'none succeeded.',
        security: [{ authKey: [] }],
        querystring: remoteLoadQuerySchema,
        response: {
          200: remoteLoadFigurePageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { hours, page, pageSize } = request.query;
      const since = minuteOf(new Date(Date.now() - hours * HOUR_MS));
      const figures = await app.repos.remoteLoads.figuresSince(since, { page, pageSize });
      return { ...figures, page, pageSize, since: since.toISOString() };
    },
  );
}
