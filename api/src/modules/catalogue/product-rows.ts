import { eq, or, type SQL } from 'drizzle-orm';
import { type OperatorProduct } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { storeView } from '../store/service';
import { categories, products } from './tables';

export type ProductRow = typeof products.$inferSelect;

/** What a product form writes: everything but the stock and the picture. */
export type ProductFields = Pick<
  ProductRow,
  | 'sku'
  | 'name'
  | 'description'
  | 'categoryId'
  | 'priceMinor'
  | 'vatRateBasisPoints'
  | 'unit'
  | 'estimatedWeightGrams'
  | 'gtin'
  | 'published'
  | 'featured'
  | 'optionNames'
  | 'optionValues'
>;

/**
 * The fields a family shares; the rest (SKU, barcode, price, stock, option
 * values) are each variant's. The estimated weight goes with the unit, which
 * the products_estimated_weight_check ties it to.
 */
export type SharedFields = Omit<ProductFields, 'sku' | 'gtin' | 'priceMinor' | 'optionValues'>;

/** The listed product and its variants, by the listed product's id. */
export const familyOf = (listedId: number | SQL<number>) =>
  or(eq(products.id, listedId), eq(products.variantOf, listedId))!;

/** The id of the listed product a row belongs to: its own, or the one it is a variant of. */
export const listedIdOf = (row: Pick<ProductRow, 'id' | 'variantOf'>) => row.variantOf ?? row.id;

/** What a new variant of the listed product takes from it: its store and the shared fields. */
export const familyFieldsOf = (listed: ProductRow) =>
  ({
    storeId: listed.storeId,
    categoryId: listed.categoryId,
    name: listed.name,
    description: listed.description,
    vatRateBasisPoints: listed.vatRateBasisPoints,
    unit: listed.unit,
    estimatedWeightGrams: listed.estimatedWeightGrams,
    image: listed.image,
    featured: listed.featured,
    published: listed.published,
    optionNames: listed.optionNames,
  }) satisfies SharedFields & Pick<ProductRow, 'storeId' | 'image'>;

// The store's currency, as the store lets other modules read it.
const store = storeView('store');

const operatorProductColumns = {
  product: products,
  categoryName: categories.name,
  currency: store.currency,
};

/** A product row as the console shows it. */
export function toOperatorProduct(row: {
  product: ProductRow;
  categoryName: string;
  currency: string;
}): OperatorProduct {
  const { product } = row;
  return {
    id: product.id,
    sku: product.sku,
    slug: product.slug,
    name: product.name,
    description: product.description,
    categoryId: product.categoryId,
    categoryName: row.categoryName,
    priceMinor: product.priceMinor,
    vatRateBasisPoints: product.vatRateBasisPoints,
    currency: row.currency,
    unit: product.unit,
    estimatedWeightGrams: product.estimatedWeightGrams,
    gtin: product.gtin,
    stock: product.stock,
    image: product.image,
    published: product.published,
    featured: product.featured,
    variantOf: product.variantOf,
    optionNames: product.optionNames,
    optionValues: product.optionValues,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/**
 * products joined to what the console shows with each: its category's name,
 * its store's currency; and any columns of the caller's own (a page's total).
 */
export const selectOperatorProducts = <Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Database,
  extra = {} as Extra,
) =>
  db
    .select({ ...operatorProductColumns, ...extra })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(store, eq(store.id, products.storeId));
