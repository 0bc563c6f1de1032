import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@storefront/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { createCardEvents } from '../../services/payments/card-events';

/**
 * POST /api/payments/stripe/webhook — Stripe's events about card payments.
 * Only there when Stripe is set up. The signature is checked against the
 * exact bytes Stripe sent, so this route keeps the body as it came.
 */
export default async function stripeWebhookRoutes(app: FastifyInstance) {
  const stripe = app.stripe;
  if (!stripe) return;
  const handle = createCardEvents({ db: app.db, orders: app.orderService });
  // Encapsulated: only this plugin's routes see JSON as raw bytes.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/payments/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's events about card payments, signed with STRIPE_WEBHOOK_SECRET",
        description:
          'A paid checkout authorises the order’s pending card payment; an expired one ' +
          'cancels the order. A body whose Stripe-Signature does not match answers 400 and ' +
          'changes nothing. An event seen before changes nothing again.',
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          400: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = stripe.client.webhooks.constructEvent(
          request.body as Buffer,
          typeof signature === 'string' ? signature : '',
          stripe.webhookSecret,
        );
      } catch {
        throw new HttpError(
          400,
          'WEBHOOK_SIGNATURE_INVALID',
          'The Stripe-Signature header does not match this body.',
          'Stripe-Signature',
        );
      }
      const outcome = await handle(event);
      request.log.info({ event: event.id, type: event.type, outcome }, 'stripe event');
      return { received: true as const, outcome };
    },
  );
}
