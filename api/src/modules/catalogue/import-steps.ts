import type { Database } from '../../db/database';
import {
  catalogueRepository as repository,
  type ImportedProductChanges,
  type NewProductRow,
} from './repository';

/**
 * What a product import does to the catalogue, each step in the import's batch
 * transaction (modules/imports): locks families by SKU, inserts in batches,
 * finds free slugs, and tells which slugs and barcodes a batch's rows may meet.
 */
export const productImportSteps = {
  categoryChoices: (tx: Database, storeId: number) => repository.importCategoryChoices(tx, storeId),
  lockFamilies: (tx: Database, storeId: number, skus: string[]) =>
    repository.lockFamiliesBySku(tx, storeId, skus),
  update: (tx: Database, productId: number, changes: ImportedProductChanges, at: Date) =>
    repository.updateImportedProduct(tx, productId, changes, at),
  updateRestOfFamily: (tx: Database, productId: number, shared: ImportedProductChanges, at: Date) =>
    repository.updateRestOfFamily(tx, productId, shared, at),
  insertMany: (tx: Database, rows: NewProductRow[]) => repository.insertImportedProducts(tx, rows),
  insertOne: (tx: Database, row: NewProductRow) => repository.insertImportedProduct(tx, row),
  freeSlugs: (tx: Database, storeId: number, wanted: string[]) =>
    repository.freeSlugs(tx, storeId, wanted),
  gtinHolder: (tx: Database, storeId: number, gtin: string, exceptProductId?: number) =>
    repository.findGtinHolder(tx, storeId, gtin, exceptProductId),
  alreadyHeld: (tx: Database, storeId: number, wanted: { slugs: string[]; gtin14s: string[] }) =>
    repository.importAlreadyHeld(tx, storeId, wanted),
};
