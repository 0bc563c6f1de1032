import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  REMOTE_LOAD_MAX_PAGE_SIZE,
  REMOTE_LOADS_PER_BEACON,
  remoteLoadBeaconSchema,
} from '@storefront/shared/contracts';
import {
  remoteLoadFigurePageSchema,
  remoteLoadQuerySchema,
} from '@storefront/shared/operator-contracts';
import type { ModuleRoutes } from '../module-routes';

/** Beacons a client may send a minute: a page sends one when it is hidden or left. */
const BEACONS_PER_MINUTE = 60;
/** Twenty figures of JSON are about 2 KB. */
const BEACON_BODY_LIMIT = 16 * 1024;

/**
 * POST /api/remote-loads — how long each remote took to arrive on a page, and
 * whether it did, sent by the host page as it is hidden or left (a keepalive
 * fetch): by anyone, signed in or not, and with no answer that the page reads.
 */
async function publicRoutes(app: FastifyInstance) {
  // Host builds before issue 39 sent navigator.sendBeacon's string body as
  // text/plain; pages still open on them keep sending it. Encapsulated: only
  // this plugin's routes read text/plain as JSON.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/remote-loads',
    {
      bodyLimit: BEACON_BODY_LIMIT,
      config: { rateLimit: { max: BEACONS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['remote loads'],
        summary: 'Records remotes’ load times and failures, as the host page measured them',
        description:
          `1 to ${REMOTE_LOADS_PER_BEACON} figures a beacon, as application/json (or ` +
          'text/plain, as older host builds sent it by navigator.sendBeacon). No sign-in; ' +
          `${BEACONS_PER_MINUTE} beacons a minute per client. Figures are added up per ` +
          'remote, version and minute; a version neither unreleased nor in the remote’s ' +
          'release history is counted as other. Operators read them at ' +
          'GET /api/operator/remote-loads.',
        consumes: ['application/json', 'text/plain'],
        body: remoteLoadBeaconSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.remoteLoads.record(request.body.loads);
      return reply.code(204).send(null);
    },
  );
}

/**
 * How the page's remotes have been loading, per version: what a team watches
 * after shipping one. Every store's shoppers load the same remotes, so the
 * figures are not the operator's store's alone.
 */
async function operatorRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/remote-loads',
    {
      schema: {
        tags: ['operator'],
        permission: 'releases.read',
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
      return app.remoteLoads.figures(hours, { page, pageSize });
    },
  );
}

export const remoteLoadRoutes = {
  public: publicRoutes,
  operator: operatorRoutes,
} satisfies ModuleRoutes;
