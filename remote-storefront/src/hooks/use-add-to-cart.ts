import { useHydrated, type LoaderResult } from '@storefront/shared';
import { useMutation } from '@storefront/ui';
import type { CartChange } from '@storefront/shared/contracts';
import { toCartProduct, type SoldProduct } from '../lib/cart-product';
import { BUSY_DELAY_MS } from '../lib/loader-actions';
import { loadCart } from '../cart/load-cart';

interface Adding {
  product: SoldProduct;
  quantity: number;
}

/**
 * Adds a product to the shared cart; null means it failed and the loader said
 * why. `said` is what the loader says after, if anything: a tick, or the
 * cart's warning whole. `ready` is false until the page runs (a page the
 * server drew, hydrating).
 */
export function useAddToCart(said?: (change: CartChange) => string | LoaderResult) {
  const ready = useHydrated();
  const { mutate, running } = useMutation(
    async ({ product, quantity }: Adding) =>
      (await loadCart()).add(toCartProduct(product), quantity),
    {
      busy: ({ product }) => ({ title: 'Adding to your cart', subtitle: product.name }),
      delayMs: BUSY_DELAY_MS,
      success: said,
      glance: true,
    },
  );

  async function addToCart(product: SoldProduct, quantity = 1): Promise<CartChange | null> {
    const outcome = await mutate({ product, quantity });
    return outcome.ok ? outcome.result : null;
  }

  return { addToCart, adding: running, ready };
}
