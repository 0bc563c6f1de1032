import { httpClient } from '@storefront/shared';
import type { AnswerLineOfferRequest, LineOffer } from '@storefront/shared/contracts';

/** POST /me/orders/:orderId/offers/:offerId/answer — the customer's yes or no; answers the offer as it now is. */
export async function answerOffer(
  orderId: string,
  offerId: string,
  answer: AnswerLineOfferRequest,
): Promise<LineOffer> {
  const { data } = await httpClient.post<LineOffer>(
    `/me/orders/${encodeURIComponent(orderId)}/offers/${encodeURIComponent(offerId)}/answer`,
    answer,
  );
  return data;
}
