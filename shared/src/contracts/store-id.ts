/** The fixed store of this storefront (spec section 9). Kept free of zod, like delivery.ts. */
export const STORE_ID = 38;
