import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, emailSchema, mobileSchema, text } from '@storefront/shared/contracts';
import { z } from 'zod';
import type { ModuleRoutes } from '../module-routes';

const outboxQuerySchema = z.object({
  // An unencoded '+' in a query string arrives as a space; read it as the '+' it was.
  mobile: text()
    .transform((value) => value.replace(/^ /, '+'))
    .pipe(mobileSchema),
});

const outboxSchema = z.object({
  items: z.array(z.object({ mobile: z.string(), body: z.string(), createdAt: z.string() })),
});

const emailOutboxSchema = z.object({
  items: z.array(
    z.object({ to: z.string(), subject: z.string(), body: z.string(), createdAt: z.string() }),
  ),
});

/**
 * The outboxes' texts and e-mails, for local testing only: app.ts registers
 * these only with DEV_OUTBOX=true, never in production.
 */
async function devRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Text messages the outbox SMS provider wrote to one number, newest first',
        description: 'Exists only with DEV_OUTBOX=true (tests and pnpm dev), so codes can be read.',
        querystring: outboxQuerySchema,
        response: { 200: outboxSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ items: await app.notifications.textsTo(request.query.mobile) }),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/email-outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'E-mails the outbox e-mail provider wrote to one address, newest first',
        description:
          'Exists only with DEV_OUTBOX=true (tests and pnpm dev); empty when SMTP_URL is set.',
        querystring: z.object({ to: emailSchema }),
        response: { 200: emailOutboxSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ items: await app.notifications.emailsTo(request.query.to) }),
  );
}

export const notificationRoutes = { dev: devRoutes } satisfies ModuleRoutes;
