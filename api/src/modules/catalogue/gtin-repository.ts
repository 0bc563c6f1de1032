import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { gtin14 } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { gtin14Sql } from './gtin-sql';
import type { ProductRow } from './product-rows';
import { products } from './tables';

/** What a 409 names of the product that already has a GTIN, and what the picking app reads of it. */
export type GtinHolder = Pick<
  ProductRow,
  | 'id'
  | 'name'
  | 'optionValues'
  | 'sku'
  | 'unit'
  | 'priceMinor'
  | 'estimatedWeightGrams'
  | 'image'
  | 'stock'
> & { gtin: string };

/** Products by barcode: the one a scan finds, or that already has a code. */
export const gtinRepository = {
  /**
   * The store's product with this GTIN, in any of its forms (a UPC-A finds the
   * EAN-13 with a 0 before it); undefined for none, or only the one excepted.
   */
  async findGtinHolder(
    db: Database,
    storeId: number,
    gtin: string,
    exceptProductId?: number,
  ): Promise<GtinHolder | undefined> {
    const [found] = await db
      .select({
        id: products.id,
        name: products.name,
        optionValues: products.optionValues,
        sku: products.sku,
        gtin: sql<string>`${products.gtin}`,
        unit: products.unit,
        priceMinor: products.priceMinor,
        estimatedWeightGrams: products.estimatedWeightGrams,
        image: products.image,
        stock: products.stock,
      })
      .from(products)
      .where(
        and(
          eq(products.storeId, storeId),
          isNotNull(products.gtin),
          eq(gtin14Sql(products.gtin), gtin14(gtin)),
          exceptProductId === undefined ? undefined : ne(products.id, exceptProductId),
        ),
      )
      .limit(1);
    return found;
  },
};
