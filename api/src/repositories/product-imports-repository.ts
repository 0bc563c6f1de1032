import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { variantName } from '@storefront/shared/contracts';
import { familyOf, PLACEHOLDER_PRODUCT_IMAGE, slugForSku } from '../modules/catalogue/service';
import type { Database } from '../db/database';
import { categories, products } from '../db/schema';
import { violatedUniqueIndex } from '../lib/db-errors';
import {
  indexFamilies,
  listedRowErrors,
  variantRowErrors,
  type Families,
} from '../product-import/check-family';
import type {
  CategoryChoice,
  ImportedListedProduct,
  ImportedProduct,
  ImportedVariant,
} from '../product-import/check-product-row';
import {
  changesFor,
  describeChanges,
  IMPORTED_FIELDS,
  OWN_FIELDS,
  sharedOf,
  valuesOf,
  type ProductChanges,
} from '../product-import/product-changes';
import { recordAudit } from '../modules/audit/service';
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

/** What a unique index refusing a row's write means to the operator. */
const REFUSED_BY: Record<string, RowError> = {
  products_family_values: {
    field: 'options',
    message: 'Another variant of this product was given these options while the file was imported.',
  },
  products_store_sku: {
    field: 'sku',
    message: 'Another product took this SKU while the file was imported. Import it again.',
  },
  products_store_slug: SLUG_TAKEN,
};

export function createProductImportsRepository(db: Database) {
  /** The store's categories, which a row names by slug or name. */
  async function categoriesOf(storeId: number, tx: Database = db): Promise<CategoryChoice[]> {
    return tx
      .select({ id: categories.id, slug: categories.slug, name: categories.name })
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.position), asc(categories.id));
  }

  /**
   * Applies one batch in one transaction: first the listed products' rows
   * (creating new SKUs, changing the given fields of existing ones and
   * writing the shared ones to their variants), then the variants' rows in
   * the file's order, each checked against its family as the batch has left
   * it. Each change goes to the audit log, each row's outcome is recorded
   * and the import's progress moves on. A failure rolls the whole batch back.
   */
  async function applyBatch(run: ProductImportRun, batch: PlannedProductRow[]): Promise<void> {
    await db.transaction(async (tx) => {
      const writer = batchWriter(tx, run);
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

      const families = await writer.lockFamilies(
        skus(rows.flatMap(({ product }) => product ?? [])),
      );
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
        const choices = await categoriesOf(run.storeId, tx);
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

      await recordRowOutcomes(
        tx,
        run.importId,
        rows.map(({ outcome }) => outcome),
      );
    });
  }

  return { categoriesOf, applyBatch };
}

const isVariant = (product: ImportedProduct): product is ImportedVariant =>
  product.variantOf !== undefined;

/** The writes of one batch, in its transaction. */
function batchWriter(tx: Database, { importId, storeId, operatorId, fileName }: ProductImportRun) {
  /**
   * The products with these SKUs and their whole families, locked. The listed
   * products are locked first, in id order, as the product form locks them,
   * so a second import (or the form) changing a family waits its turn; the
   * families are read once those are held, so no member is missed.
   */
  async function lockFamilies(skus: string[]): Promise<Families> {
    if (skus.length === 0) return indexFamilies([]);
    const withSku = and(eq(products.storeId, storeId), inArray(products.sku, skus));
    const listedIds = (
      await tx
        .selectDistinct({ id: sql<number>`coalesce(${products.variantOf}, ${products.id})` })
        .from(products)
        .where(withSku)
    ).map(({ id }) => id);
    if (listedIds.length === 0) return indexFamilies([]);
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, listedIds))
      .orderBy(asc(products.id))
      .for('update');
    return indexFamilies(
      await tx
        .select()
        .from(products)
        .where(or(withSku, inArray(products.id, listedIds), inArray(products.variantOf, listedIds)))
        .orderBy(asc(products.id))
        .for('update'),
    );
  }

  /** Runs a write in a savepoint, so a unique index refusing it fails the row, not the batch. */
  async function refusable(write: (sp: Database) => Promise<void>): Promise<RowError[]> {
    try {
      await tx.transaction(write);
      return [];
    } catch (error) {
      const refusal = REFUSED_BY[violatedUniqueIndex(error) ?? ''];
      if (refusal) return [refusal];
      throw error;
    }
  }

  /** Writes the changes to the product, and the shared ones to the rest of its family. */
  async function update(
    existing: ProductRecord,
    changes: ProductChanges,
    outcome: Outcome,
    families: Families,
  ) {
    const fields = Object.keys(changes);
    if (fields.length === 0) {
      Object.assign(outcome, { status: 'skipped', productId: existing.id });
      return;
    }
    const shared = sharedOf(changes);
    const updatedAt = new Date();
    const write = async (sp: Database) => {
      await sp
        .update(products)
        .set({ ...changes, updatedAt })
        .where(eq(products.id, existing.id));
      if (Object.keys(shared).length > 0 && families.members(existing.id).length > 1) {
        await sp
          .update(products)
          .set({ ...shared, updatedAt })
          .where(and(familyOf(existing.id), ne(products.id, existing.id)));
      }
    };
    // Only new option values can meet the family's unique index (and need a savepoint).
    const errors = changes.optionValues ? await refusable(write) : (await write(tx), []);
    if (errors.length > 0) {
      outcome.errors = errors;
      return;
    }
    Object.assign(outcome, { status: 'updated', productId: existing.id });
    families.put({ ...existing, ...changes, updatedAt });
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

  async function updateListed(
    existing: ProductRecord,
    wanted: ImportedListedProduct,
    outcome: Outcome,
    families: Families,
  ) {
    const errors = listedRowErrors(wanted, existing, families);
    if (errors.length > 0) outcome.errors = errors;
    else await update(existing, changesFor(existing, wanted), outcome, families);
  }

  async function recordCreated(record: ProductRecord, outcome: Outcome) {
    Object.assign(outcome, { status: 'created', productId: record.id });
    await recordAudit(tx, {
      storeId,
      operatorId,
      action: 'product.created',
      entityType: 'product',
      entityId: record.id,
      summary: `${record.sku} ${variantName(record.name, record.optionValues)} created by the import of ${fileName}`,
      after: { ...valuesOf(record, ['sku', ...IMPORTED_FIELDS, 'variantOf']), importId },
    });
  }

  /**
   * Creates the listed products with new SKUs, with no stock and the
   * placeholder picture; answers the SKUs it created with their rows.
   */
  async function createListed(
    toCreate: Array<{ outcome: Outcome; product: ImportedListedProduct }>,
  ): Promise<Map<string, number>> {
    const createdAtRow = new Map<string, number>();
    if (toCreate.length === 0) return createdAtRow;
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
          optionNames: product.optionNames ?? [],
          optionValues: product.optionValues ?? [],
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
      createdAtRow.set(record.sku, entry.outcome.row);
      await recordCreated(record, entry.outcome);
    }
    // Whoever created them first has committed by now: these rows match their products.
    const winners = await lockFamilies(raced.map(({ product }) => product.sku));
    for (const { outcome, product } of raced) {
      const existing = winners.bySku(product.sku);
      if (existing) await updateListed(existing, product, outcome, winners);
      else outcome.errors = [SLUG_TAKEN];
    }
    return createdAtRow;
  }

  /** A new member of the family: its own SKU, price and values, no stock, and the family's all else. */
  async function createVariant(
    listed: ProductRecord,
    wanted: ImportedVariant,
    outcome: Outcome,
    families: Families,
  ) {
    const [slug] = await freeSlugs(tx, storeId, [slugForSku(wanted.sku)]);
    let record: ProductRecord | undefined;
    const errors = await refusable(async (sp) => {
      [record] = await sp
        .insert(products)
        .values({
          storeId,
          variantOf: listed.id,
          sku: wanted.sku,
          slug: slug!,
          priceMinor: wanted.priceMinor,
          optionValues: wanted.optionValues ?? [],
          stock: 0,
          name: listed.name,
          description: listed.description,
          categoryId: listed.categoryId,
          vatRateBasisPoints: listed.vatRateBasisPoints,
          unit: listed.unit,
          image: listed.image,
          published: listed.published,
          featured: listed.featured,
          optionNames: listed.optionNames,
        })
        .returning();
    });
    if (!record) {
      outcome.errors = errors;
      return;
    }
    families.put(record);
    await recordCreated(record, outcome);
  }

  return { lockFamilies, update, updateListed, createListed, createVariant };
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
