import { useState } from 'react';
import { useApi } from '@storefront/shared';
import type { Favourite, ProductSummary } from '@storefront/shared/contracts';
import { useMutation } from '@storefront/ui';
import { getFavourites } from '../api/get-favourites';
import { storefrontCart } from '../../../lib/storefront-cart';
import { removeFavourite } from '../api/remove-favourite';

function toCartProduct({ id, slug, name, priceMinor, stock, image }: ProductSummary) {
  return { id, listedProductId: id, slug, name, priceMinor, stock, image };
}

async function addOneToCart(product: ProductSummary) {
  const cart = await storefrontCart();
  return cart.add(toCartProduct(product), 1);
}

/** The favourites list, with remove and add-to-cart; one action per product at a time. */
export function useFavourites() {
  const list = useApi<Favourite[]>('favourites', getFavourites);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const items = list.data?.filter((item) => !removed.has(item.product.id));
  const removal = useMutation((product: ProductSummary) => removeFavourite(product.id), {
    busy: (product) => ({ title: 'Removing from your favourites', subtitle: product.name }),
    success: (_, product) => `Removed ${product.name} from your favourites`,
    glance: true,
  });
  const adding = useMutation(addOneToCart, {
    busy: (product) => ({ title: 'Adding to your cart', subtitle: product.name }),
    // The cart may take fewer than asked (the stock ran low): its notice says so.
    success: ({ notice }, product) =>
      notice ? { type: 'warning', msg: notice } : `Added ${product.name} to your cart`,
    glance: true,
  });

  /** Runs one action on a product, its buttons busy meanwhile. */
  async function marking(product: ProductSummary, action: () => Promise<unknown>) {
    setBusy((current) => new Set(current).add(product.id));
    await action();
    setBusy((current) => {
      const next = new Set(current);
      next.delete(product.id);
      return next;
    });
  }

  const remove = (product: ProductSummary) =>
    marking(product, async () => {
      const outcome = await removal.mutate(product);
      if (outcome.ok) setRemoved((current) => new Set(current).add(product.id));
    });

  const addToCart = (product: ProductSummary) => marking(product, () => adding.mutate(product));

  return { items, failure: list.failure, retry: list.retry, busy, remove, addToCart };
}
