import { useCallback, useState } from 'react';
import { useApi } from '@storefront/shared';
import type { ProductDetail } from '@storefront/shared/contracts';
import { useLiveRefresh } from '../../../hooks/use-live-refresh';
import { takeAhead } from '../api/answers-ahead';
import { getProduct, productAnswerKey } from '../api/get-product';

/**
 * The product of the page at /products/:productId, where productId may be any
 * of its variants' ids. Moving to another of its variants' addresses (a
 * variant chosen, an older link given its own address) keeps the answer on
 * screen: only another product is asked for.
 *
 * While the page is open its stock and prices are read again (useLiveRefresh),
 * quietly: the new answer replaces the one on screen, with no skeleton between.
 * The first read takes the answer fetched ahead on a link's hover, if any.
 */
export function useProductAt(productId: number) {
  const [askedId, setAskedId] = useState(productId);
  const key = productAnswerKey(askedId);
  const answer = useApi(
    key,
    (signal) => takeAhead<ProductDetail>(key) ?? getProduct(askedId, signal),
  );
  const { replace } = answer;
  useLiveRefresh(
    useCallback(
      async (signal: AbortSignal) => {
        const product = await getProduct(askedId, signal);
        if (!signal.aborted) replace(product);
      },
      [askedId, replace],
    ),
  );
  const sameProduct = answer.data?.variants.some((variant) => variant.id === productId) ?? false;
  if (askedId !== productId && !sameProduct) setAskedId(productId);
  return answer;
}
