import { formatMoney, useSession, type StoreDetails } from '@storefront/shared';
import type { DeliveryPricing } from '@storefront/shared/contracts';
import { shortOfMinimumMinor } from '@storefront/shared/constants';

/** What the store charges for delivery and the least it takes an order for: its settings. */
export interface DeliveryTerms extends DeliveryPricing {
  /** 0 for no minimum. */
  minimumBasketMinor: number;
}

/** The terms in a store answer; null before it has loaded. */
export function deliveryTermsOf(store: StoreDetails | null): DeliveryTerms | null {
  if (store?.deliveryFeeMinor === undefined) return null;
  return {
    deliveryFeeMinor: store.deliveryFeeMinor,
    freeDeliveryFromMinor: store.freeDeliveryFromMinor ?? null,
    minimumBasketMinor: store.minimumBasketMinor ?? 0,
  };
}

/** The store's terms as the session holds them: for notes, never for a price to pay. */
export const useSessionDeliveryTerms = () => deliveryTermsOf(useSession('store'));

/** "The store's minimum order is £15.00 of goods. Add £3.00 more to check out."; null when the goods reach it. */
export function minimumBasketMessage(
  subtotalMinor: number,
  terms: DeliveryTerms,
  currency: string,
): string | null {
  const short = shortOfMinimumMinor(subtotalMinor, terms.minimumBasketMinor);
  if (short === 0) return null;
  return (
    `The store’s minimum order is ${formatMoney(terms.minimumBasketMinor, currency)} of goods. ` +
    `Add ${formatMoney(short, currency)} more to check out.`
  );
}
