import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  REMOTE_LOADS_PER_BEACON,
  remoteLoadBeaconSchema,
} from '@storefront/shared/contracts';

/** Beacons a client may send a minute: a page sends one when it is hidden or left. */
const BEACONS_PER_MINUTE = 60;
/** Twenty figures of JSON are about 2 KB. */
const BEACON_BODY_LIMIT = 16 * 1024;

/**
 * POST /api/remote-loads — how long each remote took to arrive on a page, and
 * whether it did, sent by the host page as it is hidden or left (a keepalive
 * fetch): by anyone, signed in or not, and with no answer that the page reads.
 */
export default async function remoteLoadRoutes(app: FastifyInstance) {
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
      await app.repos.remoteLoads.record(await app.releaseHistory.grouped(request.body.loads));
      return reply.code(204).send(null);
    },
  );
}
