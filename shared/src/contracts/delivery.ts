// Plain constants, kept apart from the zod schemas so the cart banner can use
// them without loading any validation code.

export const DELIVERY_OPTIONS = ['delivery', 'pickup'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

/** Delivery costs DELIVERY_FEE_MINOR below FREE_DELIVERY_FROM_MINOR; pickup is free. */
export const DELIVERY_FEE_MINOR = 399;
export const FREE_DELIVERY_FROM_MINOR = 4000;

export function deliveryFeeMinor(option: DeliveryOption, subtotalMinor: number): number {
  if (option === 'pickup' || subtotalMinor >= FREE_DELIVERY_FROM_MINOR) return 0;
  return DELIVERY_FEE_MINOR;
}
