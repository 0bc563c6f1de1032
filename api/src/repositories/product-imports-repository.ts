import { and, asc, eq, inArray } from 'drizzle-orm';
import { PLACEHOLDER_PRODUCT_IMAGE, slugForSku } from '../catalogue/product-defaults';
import type { Database } from '../db/database';
import { categories, products } from '../db/schema';
import type { CategoryChoice, ImportedProduct } from '../product-import/check-product-row';
import {
  changesFor,
  describeChanges,
  IMPORTED_FIELDS,
  valuesOf,
} from '../product-import/product-changes';
import { recordAudit } from './audit-repository';
import { recordRowOutcomes, type RowError, type RowOutcome } from './imports-repository';

type ProductRecord = typeof products.$inferSelect;

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

type Outcome = RowOutcome & { productId: number | null };

const SLUG_TAKEN: RowError = {
  field: 'sku',
  message:
    'Another product took this SKU’s web address while the file was imported. Import it again.',
};

export function createProductImportsRepository(db: Database) {
  /** The store's categories, which a row names by slug or name. */
  async function categoriesOf(storeId: number): Promise<CategoryChoice[]> {
    return db
      .select({ id: categories.id, slug: categories.slug, name: categories.name })
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.position), asc(categories.id));
  }

  /**
   * Applies one batch in one transaction: creates the products with new SKUs,
   * changes the given fields of existing ones that differ, writes each change
   * to the audit log, records each row's outcome and moves the import's
   * progress on. A failure rolls the whole batch back.
   */
  async function applyBatch(run: ProductImportRun, batch: PlannedProductRow[]): Promise<void> {
    await db.transaction(async (tx) => {
      const { importId, storeId, operatorId, fileName } = run;

      // Locked in id order, so a second import (or the product form) changing
      // the same products waits its turn and then sees what this one wrote.
      const lockBySku = async (skus: string[]) =>
        skus.length === 0
          ? []
          : tx
              .select()
              .from(products)
              .where(and(eq(products.storeId, storeId), inArray(products.sku, skus)))
              .orderBy(asc(products.id))
              .for('update');

      async function update(existing: ProductRecord, wanted: ImportedProduct, outcome: Outcome) {
        outcome.productId = existing.id;
        const changes = changesFor(existing, wanted);
        const fields = Object.keys(changes);
        if (fields.length === 0) {
          outcome.status = 'skipped';
          return;
        }
        outcome.status = 'updated';
        await tx
          .update(products)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(products.id, existing.id));
        await recordAudit(tx, {
          storeId,
          operatorId,
          action: 'product.updated',
          entityType: 'product',
          entityId: existing.id,
          summary: `${existing.sku}: ${describeChanges(changes)} changed by the import of ${fileName}`,
          before: valuesOf(existing, fields),
          after: { ...changes, importId },
        });
      }

      const wanted = batch.flatMap((planned) => ('product' in planned ? [planned.product] : []));
      const existingBySku = new Map(
        (await lockBySku(wanted.map((product) => product.sku))).map((found) => [found.sku, found]),
      );

      const outcomes: Outcome[] = [];
      const toCreate: Array<{ outcome: Outcome; product: ImportedProduct }> = [];
      for (const planned of batch) {
        const outcome: Outcome = {
          row: planned.row,
          values: planned.values,
          status: 'failed',
          errors: 'errors' in planned ? planned.errors : [],
          productId: null,
        };
        outcomes.push(outcome);
        if (!('product' in planned)) continue;
        const existing = existingBySku.get(planned.product.sku);
        if (existing) await update(existing, planned.product, outcome);
        else toCreate.push({ outcome, product: planned.product });
      }

      if (toCreate.length > 0) {
        const slugs = await freeSlugs(
          tx,
          storeId,
          toCreate.map(({ product }) => slugForSku(product.sku)),
        );
        const created = await tx
          .insert(products)
          .values(
            toCreate.map(({ product }, index) => ({
              storeId,
              categoryId: product.categoryId,
              sku: product.sku,
              slug: slugs[index]!,
              name: product.name,
              description: product.description ?? '',
              priceMinor: product.priceMinor,
              vatRateBasisPoints: product.vatRateBasisPoints ?? 0,
              unit: product.unit ?? 'each',
              stock: 0,
              image: PLACEHOLDER_PRODUCT_IMAGE,
              published: product.published ?? true,
            })),
          )
          // Another import may have created the same SKU since this batch looked.
          .onConflictDoNothing()
          .returning();
        const createdBySku = new Map(created.map((record) => [record.sku, record]));
        const raced: typeof toCreate = [];
        for (const entry of toCreate) {
          const record = createdBySku.get(entry.product.sku);
          if (!record) {
            raced.push(entry);
            continue;
          }
          Object.assign(entry.outcome, { status: 'created', productId: record.id });
          await recordAudit(tx, {
            storeId,
            operatorId,
            action: 'product.created',
            entityType: 'product',
            entityId: record.id,
            summary: `${record.sku} ${record.name} created by the import of ${fileName}`,
            after: { ...valuesOf(record, ['sku', ...IMPORTED_FIELDS]), importId },
          });
        }
        // Whoever created them first has committed by now: these rows match their products.
        const winners = new Map(
          (await lockBySku(raced.map(({ product }) => product.sku))).map((found) => [
            found.sku,
            found,
          ]),
        );
        for (const { outcome, product } of raced) {
          const existing = winners.get(product.sku);
          if (existing) await update(existing, product, outcome);
          else outcome.errors = [SLUG_TAKEN];
        }
      }

      await recordRowOutcomes(tx, importId, outcomes satisfies RowOutcome[]);
    });
  }

  return { categoriesOf, applyBatch };
}

/**
 * Each new product's slug: its SKU's, unless a product whose SKU has since
 * changed still holds that slug; then the first free one with -2, -3 … after it.
 */
async function freeSlugs(tx: Database, storeId: number, wanted: string[]): Promise<string[]> {
  const taken = new Set(
    (
      await tx
        .select({ slug: products.slug })
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(products.slug, wanted)))
    ).map((found) => found.slug),
  );
  const result: string[] = [];
  for (const slug of wanted) {
    if (!taken.has(slug)) {
      result.push(slug);
      continue;
    }
    for (let n = 2; ; n += 1) {
      const candidate = `${slug}-${n}`;
      const [clash] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.storeId, storeId), eq(products.slug, candidate)))
        .limit(1);
      if (!clash && !wanted.includes(candidate) && !result.includes(candidate)) {
        result.push(candidate);
        break;
      }
    }
  }
  return result;
}

export type ProductImportsRepository = ReturnType<typeof createProductImportsRepository>;
