import { httpClient, STORE_ID } from '@storefront/shared';
import type { Store } from '@storefront/shared/contracts';
import { deliveryTermsOf, type DeliveryTerms } from '../../../lib/delivery-terms';

/** What checkout charges and offers: the store's delivery terms, and whether it takes cards. */
export interface CheckoutTerms {
  delivery: DeliveryTerms;
  cardPayments: boolean;
  /** The per cent of weighed goods' estimate a payment is held for over it. */
  weighedBufferPercent: number;
}

/**
 * The store as it is now, read when checkout opens: the fee it shows is the
 * one the order will be charged, and card is offered only where it works,
 * even in a tab opened before the store or the deployment changed them.
 */
export async function getCheckoutTerms(signal?: AbortSignal): Promise<CheckoutTerms> {
  const { data } = await httpClient.get<Store>(`/stores/${STORE_ID}`, { signal });
  return {
    delivery: deliveryTermsOf(data)!,
    cardPayments: data.cardPayments,
    weighedBufferPercent: data.weighedBufferPercent,
  };
}
