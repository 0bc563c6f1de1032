// Plain constants, kept apart from the zod schemas so the cart banner can use
// them without loading any validation code.

export const DELIVERY_OPTIONS = ['delivery', 'pickup'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

/** What the store charges for delivery, from its settings (the store answer carries them). */
export interface DeliveryPricing {
  deliveryFeeMinor: number;
  /** Goods of this value or more travel free; null: never free. */
  freeDeliveryFromMinor: number | null;
}

/** Pickup is free; delivery costs the store's fee, unless the goods reach its free-delivery threshold. */
export function deliveryFeeMinor(
  option: DeliveryOption,
  subtotalMinor: number,
  pricing: DeliveryPricing,
): number {
  if (option === 'pickup') return 0;
  const { deliveryFeeMinor: fee, freeDeliveryFromMinor: freeFrom } = pricing;
  return freeFrom !== null && subtotalMinor >= freeFrom ? 0 : fee;
}

/** What the goods still need to reach the store's minimum basket; 0 when they do (or it has none). */
export function shortOfMinimumMinor(subtotalMinor: number, minimumBasketMinor: number): number {
  return Math.max(0, minimumBasketMinor - subtotalMinor);
}
