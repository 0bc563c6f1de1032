import { useState } from 'react';
import type { Order } from '@storefront/shared/contracts';
import { useMutation } from '@storefront/ui';
import { cancelOrder } from '../api/cancel-order';
import { getOrder } from '../api/get-order';

/**
 * Cancels a placed order. `onChange` gets the order as the API now has it:
 * cancelled, or, when it could not be (409: paid or expired meanwhile), as it
 * moved on, so the page shows why.
 */
export function useCancelOrder(onChange: (order: Order) => void) {
  const [error, setError] = useState<string | null>(null);
  const { mutate, running } = useMutation((order: Order) => cancelOrder(order.id), {
    busy: (order) => ({ title: 'Cancelling your order', subtitle: order.number }),
    success: (cancelled) => `Order ${cancelled.number} is cancelled.`,
  });

  async function cancel(order: Order) {
    setError(null);
    const outcome = await mutate(order);
    if (outcome.ok) return onChange(outcome.result);
    setError(outcome.failure.message);
    if (outcome.failure.status === 409) await getOrder(order.id).then(onChange, () => undefined);
  }

  return { cancel, cancelling: running, error };
}
