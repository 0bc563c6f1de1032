import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@storefront/shared/contracts';
import { HttpError } from '../../lib/http-error';

const EVENT_STREAM = 'text/event-stream';

/**
 * GET /api/catalogue/changes — the site's server follows it to drop the pages
 * it keeps when the catalogue or the store changes (server/src/catalogue-news.ts).
 * Public: it says only that something changed, never what.
 */
export async function newsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/catalogue/changes',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Catalogue news, as server-sent events, for caches of drawn pages',
        description:
          `Asked with Accept: ${EVENT_STREAM}, a stream that never ends by itself: one ` +
          'event a change, its data `catalogue` (an operator changed products, stock or ' +
          'the store), `stock` (orders moved stock) or empty (news may have been missed: ' +
          'anything may have changed), and a comment every 15 s. Asked otherwise, 406.',
        produces: [EVENT_STREAM, 'application/json'],
        response: {
          200: z.string().describe('server-sent events'),
          406: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Only a client that asks for a stream gets one; anything else (a probe,
      // a fuzzer, a browser's address bar) gets an answer that ends.
      if (!String(request.headers.accept ?? '').includes(EVENT_STREAM))
        throw new HttpError(406, 'NOT_ACCEPTABLE', `Ask with Accept: ${EVENT_STREAM}.`);
      reply.hijack();
      const raw = reply.raw;
      // Hijacked, the reply sends nothing itself: the headers hooks set (CORS,
      // security) go out with the stream's own.
      raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': `${EVENT_STREAM}; charset=utf-8`,
        'cache-control': 'no-store',
        // No proxy may hold events back to send them together.
        'x-accel-buffering': 'no',
      });
      const stop = app.catalogue.news.follow(
        (text) => raw.write(text),
        () => raw.end(),
      );
      request.raw.on('close', stop);
    },
  );
}
