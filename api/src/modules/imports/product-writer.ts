import { variantName } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { recordAudits, type NewAuditEntry } from '../audit/service';
import {
  PLACEHOLDER_PRODUCT_IMAGE,
  productImportSteps as catalogue,
  slugForSku,
  type ProductRow,
} from '../catalogue/service';
import { indexFamilies, listedRowErrors, type Families } from './product-family';
import type { ImportedListedProduct } from './product-row';
import {
  changesFor,
  describeChanges,
  IMPORTED_FIELDS,
  sharedOf,
  valuesOf,
  type ProductChanges,
} from './product-changes';
import type { ProductImportRun } from './product-batch';
import type { LookAhead } from './product-lookahead';
import { refusable, SLUG_TAKEN } from './product-refusals';
import { variantWriter } from './product-variant-writer';
import type { RowOutcome } from './repository';

type ProductRecord = ProductRow;

/** What one row of a product import came to. */
export type Outcome = RowOutcome & { productId: number | null };

/**
 * The writes of one batch, in its transaction. `known` is what the batch
 * looked up before it began: a new product it says nothing stands in the way
 * of is inserted without look-ups of its own, and new variants together
 * (product-variant-writer.ts). The audit entries are written together, in
 * their order, by `recordAudit`.
 */
export function batchWriter(
  tx: Database,
  { importId, storeId, operatorId, fileName }: ProductImportRun,
  known: LookAhead,
) {
  /** In the order of the changes; a variant waiting for its insert keeps its place. */
  const audits: Array<NewAuditEntry | undefined> = [];
  const keepAuditSlot = () => audits.push(undefined) - 1;
  const audit = (
    entry: Omit<NewAuditEntry, 'storeId' | 'operatorId' | 'entityType'>,
    slot = keepAuditSlot(),
  ) => {
    audits[slot] = { storeId, operatorId, entityType: 'product', ...entry };
  };

  /** The products with these SKUs and their whole families, locked, listed products first. */
  async function lockFamilies(skus: string[]): Promise<Families> {
    return indexFamilies(await catalogue.lockFamilies(tx, storeId, skus));
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
    // Every statement sees the catalogue as one row at a time would have left it.
    await variants.insertWaiting();
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
      changes.optionValues || changes.gtin ? await refusable(tx, write) : (await write(tx), []);
    if (errors.length > 0) {
      outcome.errors = errors;
      return;
    }
    Object.assign(outcome, { status: 'updated', productId: existing.id });
    families.put({ ...existing, ...changes, updatedAt });
    known.took({ gtin: changes.gtin });
    audit({
      action: 'product.updated',
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

  /** A created product on its row and in the audit log, in `slot` when one was kept for it. */
  function recordCreated(record: ProductRecord, outcome: Outcome, slot?: number) {
    Object.assign(outcome, { status: 'created', productId: record.id });
    known.took(record);
    audit(
      {
        action: 'product.created',
        entityId: record.id,
        summary: `${record.sku} ${variantName(record.name, record.optionValues)} created by the import of ${fileName}`,
        after: { ...valuesOf(record, ['sku', ...IMPORTED_FIELDS, 'variantOf']), importId },
      },
      slot,
    );
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
      const { gtin } = entry.product;
      const taken = known.gtinIsFree(gtin) ? [] : await gtinErrors(gtin);
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
      recordCreated(record, entry.outcome);
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

  const variants = variantWriter({ tx, storeId, known, gtinErrors, recordCreated, keepAuditSlot });

  /** Writes the batch's waiting variants, then its audit entries in the order of its changes. */
  async function recordAudit() {
    await variants.insertWaiting();
    await recordAudits(
      tx,
      audits.filter((entry) => entry !== undefined),
    );
  }

  const { createVariant } = variants;
  return { lockFamilies, update, updateListed, createListed, createVariant, recordAudit };
}
