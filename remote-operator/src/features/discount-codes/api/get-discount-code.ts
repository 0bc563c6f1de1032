import { httpClient } from '@storefront/shared';
import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';

/** GET /operator/discount-codes/:codeId — one code, with its uses so far; 404 when unknown. */
export async function getDiscountCode(
  codeId: string,
  signal?: AbortSignal,
): Promise<OperatorDiscountCode> {
  const { data } = await httpClient.get<OperatorDiscountCode>(
    `/operator/discount-codes/${encodeURIComponent(codeId)}`,
    { signal },
  );
  return data;
}
