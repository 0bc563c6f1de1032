import { z } from 'zod';
import './zod-config';

/** Every list answer: { items, page, pageSize, total }. Pages count from 1. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

export interface Page<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
}

export const pageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10_000)
    .default(1),
});

/**
 * What an operator types into a search box. A NUL character cannot reach
 * PostgreSQL's text, so it is refused here with the field's name.
 */
export const searchTextSchema = z
  .string()
  .trim()
  .max(100, 'Search for at most 100 characters')
  .refine((text) => !text.includes('\u0000'), 'Search text cannot hold a NUL character');
