import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  remoteLoadFiguresSchema,
  remoteLoadQuerySchema,
} from '@storefront/shared/contracts';

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
          'hours is 1 to 720 (30 days, as long as figures are kept), 24 by default. By ' +
          'remote, then the most recently loaded version first; p75Ms is over successful ' +
          'loads, null when none succeeded.',
        security: [{ authKey: [] }],
        querystring: remoteLoadQuerySchema,
        response: {
          200: remoteLoadFiguresSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      // Reading is rare and cheap on the `at` index, so this is where old figures go.
      await app.repos.remoteLoads.forgetUnreadable();
      const since = new Date(Date.now() - request.query.hours * HOUR_MS);
      return {
        since: since.toISOString(),
        remotes: await app.repos.remoteLoads.figuresSince(since),
      };
    },
  );
}
