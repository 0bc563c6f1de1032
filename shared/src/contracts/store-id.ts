/** The fixed store of this storefront (docs/session.md). Kept free of zod, like delivery.ts. */
export const STORE_ID = 38;
