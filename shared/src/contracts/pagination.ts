import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_TOO_LONG } from './text-rules';

/**
 * How far a long list's total is counted. A grocer's store has 50,000
 * products and a million orders; counting every match on every page would
 * cost more than the page. Past it, the answer says totalCapped.
 */
export const TOTAL_CAP = 10_000;

/**
 * Every list answer: { items, page, pageSize, total }. Pages count from 1.
 * totalCapped: more match than total, which is TOTAL_CAP (shown "10,000+").
 */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalCapped: z.boolean().optional(),
  });
}

export interface Page<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
  totalCapped?: boolean;
}

export const pageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10_000)
    .default(1),
});

/** What an operator types into a search box. */
export const searchTextSchema = text().trim().max(SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_TOO_LONG);
