import { httpClient } from '@storefront/shared';
import { readBlobError } from '@storefront/ui';

/**
 * GET /me/orders/:orderId/receipt — a completed order's PDF receipt, through
 * the shared client so the authKey goes along (a plain link could not send it).
 */
export async function getReceipt(orderId: string): Promise<Blob> {
  try {
    const { data } = await httpClient.get<Blob>(
      `/me/orders/${encodeURIComponent(orderId)}/receipt`,
      { responseType: 'blob' },
    );
    return data;
  } catch (error) {
    throw await readBlobError(error);
  }
}
