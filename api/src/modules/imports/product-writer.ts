import { variantName } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { violatedUniqueIndex } from '../../lib/db-errors';
import { recordAudit } from '../audit/service';
import {
  PLACEHOLDER_PRODUCT_IMAGE,
  productImportSteps as catalogue,
  slugForSku,
  type ProductRow,
} from '../catalogue/service';
import { indexFamilies, listedRowErrors, type Families } from './product-family';
import type { ImportedListedProduct, ImportedVariant } from './product-row';
import {
  changesFor,
  describeChanges,
  IMPORTED_FIELDS,
  sharedOf,
  valuesOf,
  type ProductChanges,
} from './product-changes';
import type { ProductImportRun } from './product-batch';
import type { RowError, RowOutcome } from './repository';

type ProductRecord = ProductRow;

/** What one row of a product import came to. */
export type Outcome = RowOutcome & { productId: number | null };

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
  products_store_gtin: {
    field: 'gtin',
    message: 'Another product was given this barcode while the file was imported.',
  },
};

/** The writes of one batch, in its transaction. */
export function batchWriter(
  tx: Database,
  { importId, storeId, operatorId, fileName }: ProductImportRun,
) {
  /** The products with these SKUs and their whole families, locked, listed products first. */
  async function lockFamilies(skus: string[]): Promise<Families> {
    return indexFamilies(await catalogue.lockFamilies(tx, storeId, skus));
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

  /** The refusal when another of the store's products has the barcode. */
  async function gtinErrors(gtin: string | null | undefined, exceptProductId?: number) {
    if (!gtin) return [];
    const holder = await catalogue.gtinHolder(tx, storeId, gtin, exceptProductId);
    if (!holder) return [];
    const name = variantName(holder.name, holder.optionValues);
    return [
      { field: 'gtin', message: `Another product has this barcode: ${name} (${holder.sku}).` },
    ];
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
    const taken = await gtinErrors(changes.gtin, existing.id);
    if (taken.length > 0) {
      outcome.errors = taken;
      return;
    }
    const shared = sharedOf(changes);
    const updatedAt = new Date();
    const write = async (sp: Database) => {
      await catalogue.update(sp, existing.id, changes, updatedAt);
      if (Object.keys(shared).length > 0 && families.members(existing.id).length > 1) {
        await catalogue.updateRestOfFamily(sp, existing.id, shared, updatedAt);
      }
    };
    // Only new option values or a new barcode can meet a unique index (and need a savepoint).
    const errors =
      changes.optionValues || changes.gtin ? await refusable(write) : (await write(tx), []);
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
    const free: typeof toCreate = [];
    for (const entry of toCreate) {
      const taken = await gtinErrors(entry.product.gtin);
      if (taken.length > 0) entry.outcome.errors = taken;
      else free.push(entry);
    }
    toCreate = free;
    if (toCreate.length === 0) return createdAtRow;
    const slugs = await catalogue.freeSlugs(
      tx,
      storeId,
      toCreate.map(({ product }) => slugForSku(product.sku)),
    );
    // Another import may have created the same SKU (or used a barcode) since this batch looked.
    const created = await catalogue.insertMany(
      tx,
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
        estimatedWeightGrams: product.estimatedWeightGrams ?? null,
        gtin: product.gtin ?? null,
        stock: 0,
        image: PLACEHOLDER_PRODUCT_IMAGE,
        published: product.published ?? true,
        optionNames: product.optionNames ?? [],
        optionValues: product.optionValues ?? [],
      })),
    );
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
      else {
        const taken = await gtinErrors(product.gtin);
        outcome.errors = taken.length > 0 ? taken : [SLUG_TAKEN];
      }
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
    const taken = await gtinErrors(wanted.gtin);
    if (taken.length > 0) {
      outcome.errors = taken;
      return;
    }
    const [slug] = await catalogue.freeSlugs(tx, storeId, [slugForSku(wanted.sku)]);
    let record: ProductRecord | undefined;
    const errors = await refusable(async (sp) => {
      record = await catalogue.insertOne(sp, {
        storeId,
        variantOf: listed.id,
        sku: wanted.sku,
        gtin: wanted.gtin ?? null,
        slug: slug!,
        priceMinor: wanted.priceMinor,
        optionValues: wanted.optionValues ?? [],
        stock: 0,
        name: listed.name,
        description: listed.description,
        categoryId: listed.categoryId,
        vatRateBasisPoints: listed.vatRateBasisPoints,
        unit: listed.unit,
        estimatedWeightGrams: listed.estimatedWeightGrams,
        image: listed.image,
        published: listed.published,
        featured: listed.featured,
        optionNames: listed.optionNames,
      });
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
