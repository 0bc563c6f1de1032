import { httpClient } from '@storefront/shared';
import type { AnswerLineOfferRequest, Order } from '@storefront/shared/contracts';

/** POST /me/orders/:orderId/offers/:offerId/answer — the customer's yes or no; answers the order. */
export async function answerOffer(
  orderId: string,
  offerId: string,
  answer: AnswerLineOfferRequest,
): Promise<Order> {
  const { data } = await httpClient.post<Order>(
    `/me/orders/${encodeURIComponent(orderId)}/offers/${encodeURIComponent(offerId)}/answer`,
    answer,
  );
  return data;
}
