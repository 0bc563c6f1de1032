import { useState } from 'react';
import { formatMoney } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { useMutation } from '@storefront/ui';
import { cancelOrder } from '../api/cancel-order';

/** 'Order CM-000012 is cancelled.', and what went back to the wallet. */
function cancelledMessage(cancelled: Order): string {
  const refunded = cancelled.walletPaidMinor;
  return refunded > 0
    ? `Order ${cancelled.number} is cancelled. ${formatMoney(refunded, cancelled.currency)} went back to your wallet.`
    : `Order ${cancelled.number} is cancelled.`;
}

/** Cancels a placed order; the answer (the cancelled order) replaces the one on screen. */
export function useCancelOrder(
  order: Order,
  onCancelled: (order: Order) => void,
  /** The order moved on meanwhile (e.g. the store confirmed it): show it afresh. */
  onStale: () => void,
) {
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutate, running } = useMutation(cancelOrder, {
    busy: () => ({ title: 'Cancelling your order', subtitle: order.number }),
    success: cancelledMessage,
  });

  async function cancel() {
    setError(null);
    const outcome = await mutate(order.id);
    if (!outcome.ok) {
      setError(outcome.failure.message);
      if (outcome.failure.status === 409) onStale();
      return;
    }
    setMessage(cancelledMessage(outcome.result));
    onCancelled(outcome.result);
  }

  return { cancel, cancelling: running, message, error };
}
