import { z } from 'zod';
import './zod-config';

export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string().length(3),
  shopLink: z.string(),
  /** Where pickup orders are collected, and when. */
  pickupAddress: z.string(),
  pickupHours: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeParamsSchema = z.object({
  storeId: z.coerce
    .number()
    .int('storeId must be a whole number')
    .positive('storeId must be positive'),
});
