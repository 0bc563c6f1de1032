import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import type { Order, ReorderResponse } from '@storefront/shared/contracts';
import { storefrontCart } from '../../../lib/storefront-cart';
import { reorder } from '../api/reorder';

/** Puts an order's lines back into the cart, then re-reads the cart so the header count moves. */
export function useReorder(order: Order) {
  const [reordering, setReordering] = useState(false);
  const [result, setResult] = useState<ReorderResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setReordering(true);
    setError(null);
    setResult(null);
    const outcome = await loaderService.run(
      { title: 'Adding to your cart', subtitle: `The items of order ${order.number}` },
      async () => {
        const answer = await reorder(order.id);
        // The cart changed on the server: the header badge and cart page follow it.
        await storefrontCart()
          .then((cart) => cart.refresh())
          .catch(() => undefined);
        return answer;
      },
    );
    setReordering(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    const { added, unavailable } = outcome.result;
    setResult(outcome.result);
    const nothingAdded =
      added.length === 0 && unavailable.every((line) => line.addedQuantity === 0);
    if (nothingAdded) {
      loaderService.showResult(
        { type: 'warning', msg: 'None of these items could go back into your cart.' },
        MESSAGE_DISPLAY_MS,
      );
    } else if (unavailable.length > 0) {
      loaderService.showResult(
        { type: 'warning', msg: 'Some items are back in your cart; some are not available.' },
        MESSAGE_DISPLAY_MS,
      );
    } else {
      loaderService.success('Added to your cart', MESSAGE_DISPLAY_MS);
    }
  }

  return { reorder: run, reordering, result, error };
}
