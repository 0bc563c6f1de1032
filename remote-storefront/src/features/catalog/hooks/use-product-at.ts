import { useState } from 'react';
import { useApi } from '@storefront/shared';
import { getProduct, productAnswerKey } from '../api/get-product';

/**
 * The product of the page at /products/:productId, where productId may be any
 * of its variants' ids. Moving to another of its variants' addresses (a
 * variant chosen, an older link given its own address) keeps the answer on
 * screen: only another product is asked for.
 */
export function useProductAt(productId: number) {
  const [askedId, setAskedId] = useState(productId);
  const answer = useApi(productAnswerKey(askedId), (signal) => getProduct(askedId, signal));
  const sameProduct = answer.data?.variants.some((variant) => variant.id === productId) ?? false;
  if (askedId !== productId && !sameProduct) setAskedId(productId);
  return answer;
}
