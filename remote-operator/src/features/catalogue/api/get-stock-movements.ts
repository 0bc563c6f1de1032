import { httpClient } from '@storefront/shared';
import type { Page } from '@storefront/shared/contracts';
import type { StockMovement } from '@storefront/shared/operator-contracts';

/** GET /operator/products/:productId/stock-movements?page= — the stock ledger, newest first. */
export async function getStockMovements(
  productId: number,
  page: number,
  signal?: AbortSignal,
): Promise<Page<StockMovement>> {
  const { data } = await httpClient.get<Page<StockMovement>>(
    `/operator/products/${productId}/stock-movements?page=${page}`,
    { signal },
  );
  return data;
}
