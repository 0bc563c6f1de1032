import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Every word of the store's product names, lower-cased, once: a few thousand
 * rows where the products are 50,000, so a typo ("choclate") is matched to the
 * words it means ("chocolate") by trigram here, and products are then found by
 * those words (issue 47). Kept by triggers on products (migration 0041); a word
 * no name holds any more stays, and finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    storeId: integer('store_id').notNull(),
    word: text('word').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.word] }),
    index('search_words_word_trgm').using('gin', table.word.op('gin_trgm_ops')),
  ],
);
