import { categoryRepository } from './category-repository';
import { gtinRepository } from './gtin-repository';
import { importSql } from './import-sql';
import { productRepository } from './product-repository';
import { shopRepository } from './shop-repository';
import { stockRepository } from './stock-repository';

export type { CategoryRow } from './category-repository';
export type { ImportedProductChanges, NewProductRow } from './import-sql';
export type { GtinHolder } from './gtin-repository';
export type { OperatorProductFilter } from './product-repository';
export type { ProductFields, ProductRow } from './product-rows';
export type { ProductListFilter } from './shop-repository';
export type { StockMove } from './stock-repository';

/**
 * All of the catalogue's SQL, over its tables (categories, products and their
 * variants, the stock ledger). Each function takes the database handle it runs
 * on: the service chooses it (the read pool for the shop, the pool for the
 * console, or its transaction). Kept in six files by what it serves: the
 * shop's reads, the console's products, their barcodes, its categories, the
 * stock ledger, and the product import's bulk writes.
 */
export const catalogueRepository = {
  ...shopRepository,
  ...productRepository,
  ...gtinRepository,
  ...categoryRepository,
  ...stockRepository,
  ...importSql,
};
