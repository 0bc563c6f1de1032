import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@storefront/shared/contracts';
import { HttpError } from '../../lib/http-error';
import type { ModuleRoutes } from '../module-routes';
import { CARD_EVENT_OUTCOMES } from './service';

/**
 * POST /api/payments/stripe/webhook — Stripe's events about card payments.
 * Only there when Stripe is set up. The signature is checked against the
 * exact bytes Stripe sent, so this route keeps the body as it came.
 */
async function publicRoutes(app: FastifyInstance) {
  if (!app.payments.cardOn) return;
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
          'The card held (or the checkout paid) for exactly the payment’s amount and currency ' +
          'authorises the order’s pending card payment; a checkout completed unpaid waits; an ' +
          'expired one, or a failed delayed payment, cancels the order. An event for another ' +
          'amount or currency, or needing no payment, is refused: nothing is authorised, it is ' +
          'recorded on the payment and the store’s order needs attention. It still answers 200 ' +
          '(outcome refused), as Stripe would only send the same event again. A body whose ' +
          'Stripe-Signature does not match answers 400 and changes nothing. An event seen ' +
          'before changes nothing again.',
        response: {
          200: z.object({
            received: z.literal(true),
            outcome: z.enum(CARD_EVENT_OUTCOMES),
          }),
          400: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const event = app.payments.verifiedStripeEvent(
        request.body as Buffer,
        typeof signature === 'string' ? signature : '',
      );
      if (!event) {
        throw new HttpError(
          400,
          'WEBHOOK_SIGNATURE_INVALID',
          'The Stripe-Signature header does not match this body.',
          'Stripe-Signature',
        );
      }
      const outcome = await app.payments.handleCardEvent(event);
      request.log.info({ event: event.id, type: event.type, outcome }, 'stripe event');
      return { received: true as const, outcome };
    },
  );
}

export const paymentRoutes = { public: publicRoutes } satisfies ModuleRoutes;
