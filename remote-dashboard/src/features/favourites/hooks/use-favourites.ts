import { useState } from 'react';
import {
  describeApiError,
  loaderService,
  useApi,
  MESSAGE_DISPLAY_MS,
  NOTICE_DISPLAY_MS,
} from '@storefront/shared';
import type { Favourite, ProductSummary } from '@storefront/shared/contracts';
import { getFavourites } from '../api/get-favourites';
import { storefrontCart } from '../../../lib/storefront-cart';
import { removeFavourite } from '../api/remove-favourite';

function toCartProduct({ id, slug, name, priceMinor, stock, image }: ProductSummary) {
  return { id, listedProductId: id, slug, name, priceMinor, stock, image };
}

/** The favourites list, with remove and add-to-cart; one action per product at a time. */
export function useFavourites() {
  const list = useApi<Favourite[]>('favourites', getFavourites);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const items = list.data?.filter((item) => !removed.has(item.product.id));

  function mark(productId: number, on: boolean) {
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(productId);
      else next.delete(productId);
      return next;
    });
  }

  async function remove(product: ProductSummary) {
    mark(product.id, true);
    try {
      await removeFavourite(product.id);
      setRemoved((current) => new Set(current).add(product.id));
      loaderService.success(`Removed ${product.name} from your favourites`);
    } catch (error) {
      loaderService.error(describeApiError(error).message, MESSAGE_DISPLAY_MS);
    } finally {
      mark(product.id, false);
    }
  }

  async function addToCart(product: ProductSummary) {
    mark(product.id, true);
    loaderService.show({ title: 'Adding to your cart', subtitle: product.name });
    try {
      const cart = await storefrontCart();
      const { notice } = await cart.add(toCartProduct(product), 1);
      if (notice) loaderService.showResult({ type: 'warning', msg: notice }, NOTICE_DISPLAY_MS);
      else loaderService.success(`Added ${product.name} to your cart`);
    } catch (error) {
      loaderService.error(describeApiError(error).message, MESSAGE_DISPLAY_MS);
    } finally {
      mark(product.id, false);
    }
  }

  return { items, failure: list.failure, retry: list.retry, busy, remove, addToCart };
}
