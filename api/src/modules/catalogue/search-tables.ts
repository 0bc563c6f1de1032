import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './tables';

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

/**
 * Each listed product once for every word of its name, with the key its name
 * sorts by: the products a corrected word finds, ranked and counted from this
 * index alone, without reading a product's row (issue 47: a search for
 * "choclate" found 1,800 "chocolate" names and read every one). Kept by
 * triggers on products (migration 0042), for listed products only.
 */
export const productWords = pgTable(
  'product_words',
  {
    storeId: integer('store_id').notNull(),
    word: text('word').notNull(),
    /** lower(name), in byte order (COLLATE "C", migration 0042), as the catalogue sorts names (listing-sql.ts byName). */
    nameKey: text('name_key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.word, table.nameKey, table.productId] }),
    index('product_words_product').on(table.productId),
  ],
);
