import { z } from 'zod';
import './zod-config';
import { productSummarySchema } from './catalogue';

export const favouriteSchema = z.object({
  product: productSummarySchema,
  addedAt: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouriteListSchema = z.object({ items: z.array(favouriteSchema) });
