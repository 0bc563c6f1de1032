import { httpClient } from '@storefront/shared';
import type { DiscountQuote } from '@storefront/shared/contracts';

/** GET /me/cart/discount — what the code takes off the signed-in customer's server cart today. */
export async function getDiscountQuote(code: string, signal?: AbortSignal): Promise<DiscountQuote> {
  const { data } = await httpClient.get<DiscountQuote>('/me/cart/discount', {
    params: { code },
    signal,
  });
  return data;
}
