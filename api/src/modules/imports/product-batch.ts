import type { Database } from '../../db/database';
import { productImportSteps as catalogue } from '../catalogue/service';
import { variantRowErrors } from './product-family';
import type { ImportedProduct, ImportedVariant } from './product-row';
import { changesFor, OWN_FIELDS } from './product-changes';
import { lookAhead } from './product-lookahead';
import { batchWriter, type Outcome } from './product-writer';
import { importsRepository as repository, type RowError } from './repository';

/** A row ready for the database: either refused already, or a product to create or match by SKU. */
export type PlannedProductRow =
  | { row: number; values: Record<string, string>; product: ImportedProduct }
  | { row: number; values: Record<string, string>; errors: RowError[] };

/** Who is importing which file, for the audit log. */
export interface ProductImportRun {
  importId: string;
  storeId: number;
  operatorId: string;
  fileName: string;
}

/** The store's categories, which a row names by slug or name. */
export function categoriesOf(db: Database, storeId: number) {
  return catalogue.categoryChoices(db, storeId);
}

/**
 * Applies one batch in one transaction: first the listed products' rows
 * (creating new SKUs, changing the given fields of existing ones and
 * writing the shared ones to their variants), then the variants' rows in
 * the file's order, each checked against its family as the batch has left
 * it. Each change goes to the audit log, each row's outcome is recorded
 * and the import's progress moves on. A failure rolls the whole batch back.
 * Its statements are few whatever its size: one look at the slugs and
 * barcodes its new products want, one insert of its new listed products and
 * one of its new variants, one of its audit entries and one of its report. A
 * row costs statements of its own when it changes a product, or when a slug
 * or barcode it wants was already held.
 */
export async function applyProductBatch(
  db: Database,
  run: ProductImportRun,
  batch: PlannedProductRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = batch.map((planned) => {
      const outcome: Outcome = {
        row: planned.row,
        values: planned.values,
        status: 'failed',
        errors: 'errors' in planned ? planned.errors : [],
        productId: null,
      };
      return { outcome, product: 'product' in planned ? planned.product : undefined };
    });
    const listedRows = rows.flatMap(({ outcome, product }) =>
      product && !isVariant(product) ? [{ outcome, product }] : [],
    );
    const variantRows = rows.flatMap(({ outcome, product }) =>
      product && isVariant(product) ? [{ outcome, product }] : [],
    );
    const skus = (wanted: ImportedProduct[]) =>
      wanted.flatMap(({ sku, variantOf }) => (variantOf ? [sku, variantOf] : [sku]));

    const products = rows.flatMap(({ product }) => product ?? []);
    // One look for the whole batch at the slugs and barcodes its new products want.
    const writer = batchWriter(tx, run, await lookAhead(tx, run.storeId, products));
    const families = await writer.lockFamilies(skus(products));
    const toCreate: typeof listedRows = [];
    for (const { outcome, product } of listedRows) {
      const existing = families.bySku(product.sku);
      if (existing) await writer.updateListed(existing, product, outcome, families);
      else toCreate.push({ outcome, product });
    }
    const createdAtRow = await writer.createListed(toCreate);

    if (variantRows.length > 0) {
      // Read again now that the listed products are written and all locked.
      const now = await writer.lockFamilies(skus(variantRows.map(({ product }) => product)));
      const choices = await categoriesOf(tx, run.storeId);
      for (const { outcome, product } of variantRows) {
        // A variant may name a product made by an earlier row, not a later one.
        const madeAt = createdAtRow.get(product.variantOf);
        const listed =
          madeAt !== undefined && madeAt > outcome.row ? undefined : now.bySku(product.variantOf);
        const existing = now.bySku(product.sku);
        const errors = variantRowErrors(product, existing, listed, now, choices);
        if (errors.length > 0) outcome.errors = errors;
        else if (existing) {
          await writer.update(existing, changesFor(existing, product, OWN_FIELDS), outcome, now);
        } else await writer.createVariant(listed!, product, outcome, now);
      }
    }

    await writer.recordAudit();
    await repository.recordRowOutcomes(
      tx,
      run.importId,
      rows.map(({ outcome }) => outcome),
    );
  });
}

const isVariant = (product: ImportedProduct): product is ImportedVariant =>
  product.variantOf !== undefined;
