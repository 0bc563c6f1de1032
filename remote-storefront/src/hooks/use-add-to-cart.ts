import { useState } from 'react';
import { useHydrated, loaderService } from '@storefront/shared';
import type { CartChange } from '@storefront/shared/contracts';
import { toCartProduct, type SoldProduct } from '../lib/cart-product';
import { BUSY_DELAY_MS } from '../lib/loader-actions';
import { loadCart } from '../cart/load-cart';

/**
 * Adds a product to the shared cart; null means it failed and the loader said
 * why. `ready` is false until the page runs (a page the server drew, hydrating).
 */
export function useAddToCart() {
  const [adding, setAdding] = useState(false);
  const ready = useHydrated();

  async function addToCart(product: SoldProduct, quantity = 1): Promise<CartChange | null> {
    setAdding(true);
    const outcome = await loaderService.run(
      { title: 'Adding to your cart', subtitle: product.name },
      async () => (await loadCart()).add(toCartProduct(product), quantity),
      { delayMs: BUSY_DELAY_MS },
    );
    setAdding(false);
    return outcome.ok ? outcome.result : null;
  }

  return { addToCart, adding, ready };
}
