import type { Database } from '../../db/database';
import {
  productImportSteps as catalogue,
  slugForSku,
  type NewProductRow,
  type ProductRow,
} from '../catalogue/service';
import type { Families } from './product-family';
import type { LookAhead } from './product-lookahead';
import { refusable } from './product-refusals';
import type { ImportedVariant } from './product-row';
import type { Outcome } from './product-writer';
import type { RowError } from './repository';

interface VariantWriterDeps {
  tx: Database;
  storeId: number;
  known: LookAhead;
  /** The refusal when another of the store's products has the barcode. */
  gtinErrors(gtin: string | null | undefined): Promise<RowError[]>;
  /** A created product on its row and in the audit log, in `slot` when one was kept for it. */
  recordCreated(record: ProductRow, outcome: Outcome, slot?: number): void;
  /** A place in the audit log's order, for a product created later. */
  keepAuditSlot(): number;
}

/** Undoes a statement in its savepoint: a unique index skipped one of its rows. */
class SomeoneInTheWay extends Error {}

interface WaitingVariant {
  row: NewProductRow & { slug: string };
  outcome: Outcome;
  families: Families;
  slot: number;
}

/**
 * A batch's new variants. One that nothing stood in the way of when the batch
 * looked waits to be inserted with the others in one statement, its audit
 * entry keeping its place; any other is checked and inserted on its own, the
 * checks naming what is in its way. The waiting ones are inserted before any
 * other write (insertWaiting), so every statement sees the catalogue as one
 * row at a time would have left it. Until then no later row depends on them:
 * a row with the same SKU, barcode or options, or naming one as its product,
 * has already failed in the planner.
 */
export function variantWriter({
  tx,
  storeId,
  known,
  gtinErrors,
  recordCreated,
  keepAuditSlot,
}: VariantWriterDeps) {
  const waiting: WaitingVariant[] = [];

  /** Its own SKU, price, barcode and values, no stock, and the family's all else. */
  const rowOf = (listed: ProductRow, wanted: ImportedVariant) => ({
    storeId,
    variantOf: listed.id,
    sku: wanted.sku,
    gtin: wanted.gtin ?? null,
    slug: slugForSku(wanted.sku),
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

  /** The barcode's check, a free slug and the insert, a statement each. */
  async function createOne(
    row: WaitingVariant['row'],
    outcome: Outcome,
    families: Families,
    slot?: number,
  ) {
    const taken = await gtinErrors(row.gtin);
    if (taken.length > 0) {
      outcome.errors = taken;
      return;
    }
    const [slug] = await catalogue.freeSlugs(tx, storeId, [row.slug]);
    let record: ProductRow | undefined;
    const errors = await refusable(tx, async (sp) => {
      record = await catalogue.insertOne(sp, { ...row, slug: slug! });
    });
    if (!record) {
      outcome.errors = errors;
      return;
    }
    families.put(record);
    recordCreated(record, outcome, slot);
  }

  /**
   * Inserts the waiting variants in one statement, in their rows' order. When
   * a unique index refuses any of them (another writer got there first), the
   * statement is undone and each goes through the checks and its insert on
   * its own, in order, as they would have without waiting.
   */
  async function insertWaiting() {
    if (waiting.length === 0) return;
    const batch = waiting.splice(0);
    const inserted = await allOrNone(batch.map(({ row }) => row));
    const bySku = new Map(inserted.map((record) => [record.sku, record]));
    for (const { row, outcome, families, slot } of batch) {
      const record = bySku.get(row.sku);
      if (record) {
        families.put(record);
        recordCreated(record, outcome, slot);
      } else await createOne(row, outcome, families, slot);
    }
  }

  /** The rows inserted, all of them, or none when any met a unique index. */
  async function allOrNone(rows: NewProductRow[]): Promise<ProductRow[]> {
    let inserted: ProductRow[] = [];
    try {
      await tx.transaction(async (sp) => {
        inserted = await catalogue.insertMany(sp, rows);
        if (inserted.length < rows.length) throw new SomeoneInTheWay();
      });
    } catch (error) {
      if (!(error instanceof SomeoneInTheWay)) throw error;
      return [];
    }
    return inserted;
  }

  /** A new member of the listed product's family, which the batch has checked it fits. */
  async function createVariant(
    listed: ProductRow,
    wanted: ImportedVariant,
    outcome: Outcome,
    families: Families,
  ) {
    const row = rowOf(listed, wanted);
    if (known.gtinIsFree(row.gtin) && known.slugIsFree(row.slug)) {
      waiting.push({ row, outcome, families, slot: keepAuditSlot() });
      return;
    }
    await insertWaiting();
    await createOne(row, outcome, families);
  }

  return { createVariant, insertWaiting };
}
