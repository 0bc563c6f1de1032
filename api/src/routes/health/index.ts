import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.literal('ok') });

/**
 * Readiness for a load balancer. The server listens only once its database is
 * open, migrated and seeded, so any answer here means ready. While it drains
 * on shutdown, Fastify answers 503 (and a new connection is refused), so the
 * balancer stops sending it work.
 *
 * It does not query the database on every check: a shared database that is
 * slow or down would fail every instance's check at once and leave the
 * balancer with nothing to send to, where requests would at least get their
 * own clear errors.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether this instance takes requests: 200 when ready, 503 while shutting down',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
}
