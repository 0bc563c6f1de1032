import { httpClient } from '@storefront/shared';
import type { StockAdjusted, StockAdjustmentRequest } from '@storefront/shared/operator-contracts';

/**
 * POST /operator/products/:productId/stock-adjustments — the product now, and
 * its ledger entry (null when a count matched the shelf). 409 when more is
 * written off than is there.
 */
export async function adjustStock(
  productId: number,
  adjustment: StockAdjustmentRequest,
): Promise<StockAdjusted> {
  const { data } = await httpClient.post<StockAdjusted>(
    `/operator/products/${productId}/stock-adjustments`,
    adjustment,
  );
  return data;
}
