// In a module of their own: every storefront card words its unit, and the
// page's first script should not carry the operator's stock vocabulary with it.

/** How a product is sold: by the piece, or by weight. */
export const PRODUCT_UNITS = ['each', 'per_kg'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

export const PRODUCT_UNIT_LABELS: Record<ProductUnit, string> = {
  each: 'each',
  per_kg: 'per kg',
};
