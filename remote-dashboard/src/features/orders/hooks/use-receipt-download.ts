import type { Order } from '@storefront/shared/contracts';
import { useDownload } from '@storefront/ui';
import { getReceipt } from '../api/get-receipt';

/** Downloads a completed order's receipt as receipt-<number>.pdf. */
export function useReceiptDownload(order: Order) {
  return useDownload(() => getReceipt(order.id), {
    busy: { title: 'Preparing your receipt', subtitle: `Order ${order.number}` },
    fileName: `receipt-${order.number}.pdf`,
    success: 'Your receipt is downloaded',
  });
}
