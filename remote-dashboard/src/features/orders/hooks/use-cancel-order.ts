import { useState } from 'react';
import { formatMoney, loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { cancelOrder } from '../api/cancel-order';

/** Cancels a placed order; the answer (the cancelled order) replaces the one on screen. */
export function useCancelOrder(
  order: Order,
  onCancelled: (order: Order) => void,
  /** The order moved on meanwhile (e.g. the store confirmed it): show it afresh. */
  onStale: () => void,
) {
  const [cancelling, setCancelling] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function cancel() {
    setCancelling(true);
    setError(null);
    const outcome = await loaderService.run(
      { title: 'Cancelling your order', subtitle: order.number },
      () => cancelOrder(order.id),
    );
    setCancelling(false);
    if (!outcome.ok) {
      setError(outcome.message);
      if (outcome.status === 409) onStale();
      return;
    }
    const cancelled = outcome.result;
    const refunded = cancelled.walletPaidMinor;
    const text =
      refunded > 0
        ? `Order ${cancelled.number} is cancelled. ${formatMoney(refunded, cancelled.currency)} went back to your wallet.`
        : `Order ${cancelled.number} is cancelled.`;
    loaderService.success(text, MESSAGE_DISPLAY_MS);
    setMessage(text);
    onCancelled(cancelled);
  }

  return { cancel, cancelling, message, error };
}
