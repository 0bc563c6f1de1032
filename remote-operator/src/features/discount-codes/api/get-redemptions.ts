import { httpClient } from '@storefront/shared';
import type { discountRedemptionPageSchema } from '@storefront/shared/operator-contracts';

// The contract names no type for this page; its schema's output is the type.
export type RedemptionPage = ReturnType<typeof discountRedemptionPageSchema.parse>;
export type DiscountRedemption = RedemptionPage['items'][number];

/** GET /operator/discount-codes/:codeId/redemptions?page= — the orders placed with it, 25 a page. */
export async function getRedemptions(
  codeId: string,
  page: number,
  signal?: AbortSignal,
): Promise<RedemptionPage> {
  const { data } = await httpClient.get<RedemptionPage>(
    `/operator/discount-codes/${encodeURIComponent(codeId)}/redemptions?page=${page}`,
    { signal },
  );
  return data;
}
