import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerLineOfferSchema,
  apiErrorSchema,
  lineOfferParamsSchema,
  lineOfferSchema,
} from '@storefront/shared/contracts';
import { HttpError, notFound, paymentProviderFailed } from '../../lib/http-error';

/** The customer answers what the store asked about a line while their order is picked. */
export async function customerOfferRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/me/orders/:orderId/offers/:offerId/answer',
    {
      schema: {
        tags: ['orders'],
        summary: 'Accept or reject a substitute (or a weight over the hold) offered while picking',
        description:
          'Only inside the offer’s window (answerBy) and while the order is being picked; ' +
          'after that, or once answered, 409 OFFER_CLOSED. Two answers at once: one wins, the ' +
          'other is refused. Accepted, a substitute is charged at its own price; rejected, the ' +
          'missing items are not charged. Accepted, a weight over the hold raises the card’s ' +
          'hold by the extra: when the card cannot be held for more, 409 HOLD_NOT_RAISED and ' +
          'the offer stays open; when the provider does not answer, 503. Another customer’s ' +
          'order or offer answers 404.',
        security: [{ authKey: [] }],
        params: lineOfferParamsSchema,
        body: answerLineOfferSchema,
        response: {
          200: lineOfferSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await app.orders.answerOffer(
        request.customer.id,
        request.params,
        request.body.accept,
      );
      if (result.status === 'not-found') throw notFound('That offer', 'offerId');
      if (result.status === 'payment-provider-failed') {
        if (!result.refused) throw paymentProviderFailed(result.message);
        throw new HttpError(
          409,
          'HOLD_NOT_RAISED',
          'Your card could not be held for the extra: reject it, or let the time run out, and you pay no more than was held.',
          'accept',
        );
      }
      if (result.status === 'closed') {
        throw new HttpError(
          409,
          'OFFER_CLOSED',
          'This offer is closed: it was answered, or its time to answer is up.',
          'offerId',
        );
      }
      return result.offer;
    },
  );
}
