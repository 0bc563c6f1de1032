import { httpClient } from '@storefront/shared';
import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';

/** GET /operator/discount-codes — every code of the store, newest first. */
export async function getDiscountCodes(signal?: AbortSignal): Promise<OperatorDiscountCode[]> {
  const { data } = await httpClient.get<{ items: OperatorDiscountCode[] }>(
    '/operator/discount-codes',
    { signal },
  );
  return data.items;
}
