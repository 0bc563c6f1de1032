import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { cancelOrder } from '../api/cancel-order';
import { getOrder } from '../api/get-order';

/**
 * Cancels a placed order. `onChange` gets the order as the API now has it:
 * cancelled, or, when it could not be (409: paid or expired meanwhile), as it
 * moved on, so the page shows why.
 */
export function useCancelOrder(onChange: (order: Order) => void) {
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function cancel(order: Order) {
    setCancelling(true);
    setError(null);
    const outcome = await loaderService.run(
      { title: 'Cancelling your order', subtitle: order.number },
      () => cancelOrder(order.id),
    );
    setCancelling(false);
    if (!outcome.ok) {
      setError(outcome.message);
      if (outcome.status === 409) await getOrder(order.id).then(onChange, () => undefined);
      return;
    }
    loaderService.success(`Order ${outcome.result.number} is cancelled.`, MESSAGE_DISPLAY_MS);
    onChange(outcome.result);
  }

  return { cancel, cancelling, error };
}
