import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { getReceipt } from '../api/get-receipt';
import { saveFile } from '@storefront/ui';

/** Downloads a completed order's receipt as receipt-<number>.pdf. */
export function useReceiptDownload(order: Order) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setError(null);
    const outcome = await loaderService.run(
      { title: 'Preparing your receipt', subtitle: `Order ${order.number}` },
      () => getReceipt(order.id),
    );
    setDownloading(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    saveFile(outcome.result, `receipt-${order.number}.pdf`);
    loaderService.success('Your receipt is downloaded', MESSAGE_DISPLAY_MS);
  }

  return { download, downloading, error };
}
