import { useState } from 'react';
import type { LoaderResult } from '@storefront/shared';
import type { Order, ReorderResponse } from '@storefront/shared/contracts';
import { useMutation } from '@storefront/ui';
import { storefrontCart } from '../../../lib/storefront-cart';
import { reorder } from '../api/reorder';

/** What the loader says: all back in the cart, some, or none. */
function reorderResult({ added, unavailable }: ReorderResponse): LoaderResult {
  const nothingAdded = added.length === 0 && unavailable.every((line) => line.addedQuantity === 0);
  if (nothingAdded) {
    return { type: 'warning', msg: 'None of these items could go back into your cart.' };
  }
  if (unavailable.length > 0) {
    return { type: 'warning', msg: 'Some items are back in your cart; some are not available.' };
  }
  return { type: 'success', msg: 'Added to your cart' };
}

/** Puts an order's lines back into the cart, then re-reads the cart so the header count moves. */
async function reorderAndRefresh(orderId: string): Promise<ReorderResponse> {
  const answer = await reorder(orderId);
  // The cart changed on the server: the header badge and cart page follow it.
  await storefrontCart()
    .then((cart) => cart.refresh())
    .catch(() => undefined);
  return answer;
}

/** Reorders an order; its answer (what went back, what could not) stays for the page. */
export function useReorder(order: Order) {
  const [result, setResult] = useState<ReorderResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutate, running } = useMutation(reorderAndRefresh, {
    busy: () => ({ title: 'Adding to your cart', subtitle: `The items of order ${order.number}` }),
    success: reorderResult,
  });

  async function run() {
    setError(null);
    setResult(null);
    const outcome = await mutate(order.id);
    if (outcome.ok) setResult(outcome.result);
    else setError(outcome.failure.message);
  }

  return { reorder: run, reordering: running, result, error };
}
