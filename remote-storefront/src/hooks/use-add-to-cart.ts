import { useState } from 'react';
import { cartService, type CartChange } from '@storefront/shared';
import type { ProductSummary } from '@storefront/shared/contracts';
import { toCartProduct } from '../lib/cart-product';
import { runWithLoader } from '../lib/loader-actions';

/** Adds a product to the shared cart; null means it failed and the loader said why. */
export function useAddToCart() {
  const [adding, setAdding] = useState(false);

  async function addToCart(product: ProductSummary, quantity = 1): Promise<CartChange | null> {
    setAdding(true);
    const outcome = await runWithLoader(
      { title: 'Adding to your cart', subtitle: product.name },
      () => cartService.add(toCartProduct(product), quantity),
    );
    setAdding(false);
    return outcome.ok ? outcome.result : null;
  }

  return { addToCart, adding };
}
