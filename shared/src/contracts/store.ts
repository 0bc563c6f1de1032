import { z } from 'zod';

/** The fixed store of this storefront (spec section 9). */
export const STORE_ID = 38;

export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string().length(3),
  shopLink: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeParamsSchema = z.object({
  storeId: z.coerce
    .number()
    .int('storeId must be a whole number')
    .positive('storeId must be positive'),
});
