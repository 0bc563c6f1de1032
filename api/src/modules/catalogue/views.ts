import { QueryBuilder } from 'drizzle-orm/pg-core';
import { categories, products } from './tables';

const query = new QueryBuilder();

/**
 * A product as other modules read it inside their own statements (a cart's
 * line, a favourite, an order's line to reorder): what the shop shows and
 * sells. A sub-select Postgres folds into the join.
 */
export const productView = (as = 'product') =>
  query
    .select({
      id: products.id,
      storeId: products.storeId,
      categoryId: products.categoryId,
      sku: products.sku,
      // The barcode a picker's scan must match.
      gtin: products.gtin,
      slug: products.slug,
      name: products.name,
      priceMinor: products.priceMinor,
      vatRateBasisPoints: products.vatRateBasisPoints,
      unit: products.unit,
      estimatedWeightGrams: products.estimatedWeightGrams,
      stock: products.stock,
      image: products.image,
      published: products.published,
      variantOf: products.variantOf,
      // A variant's options, for its name as variantNameSql words it.
      optionValues: products.optionValues,
    })
    .from(products)
    .as(as);

/** A category as other modules read it: its store, name and place in the aisle order. */
export const categoryView = (as = 'category') =>
  query
    .select({
      id: categories.id,
      storeId: categories.storeId,
      slug: categories.slug,
      name: categories.name,
      position: categories.position,
    })
    .from(categories)
    .as(as);
