import { eq } from 'drizzle-orm';
import { formatMoney } from '@storefront/shared/money';
import {
  formatVatRate,
  PRODUCT_UNIT_LABELS,
  type OperatorProduct,
} from '@storefront/shared/contracts';
import { PLACEHOLDER_PRODUCT_IMAGE } from '../../catalogue/product-defaults';
import type { Database } from '../../db/database';
import { stores } from '../../db/schema';
import { recordAudit } from '../../repositories/audit-repository';
import { findStoreCategory } from '../../repositories/categories-repository';
import {
  insertProduct,
  lockStoreProduct,
  readOperatorProduct,
  skuTaken,
  updateProductFields,
  updateProductImage,
  type ProductFields,
  type ProductRow,
} from '../../repositories/products-repository';
import type { Operator } from './operator';

export type ProductOutcome =
  | { status: 'saved'; product: OperatorProduct }
  | { status: 'not-found' }
  | { status: 'sku-taken' }
  | { status: 'unknown-category' };

/** The product's form fields as the audit log keeps them, with the category's name to read by. */
const recordOf = (fields: ProductFields, categoryName: string) => ({
  sku: fields.sku,
  name: fields.name,
  description: fields.description,
  categoryId: fields.categoryId,
  categoryName,
  priceMinor: fields.priceMinor,
  vatRateBasisPoints: fields.vatRateBasisPoints,
  unit: fields.unit,
  published: fields.published,
  featured: fields.featured,
});
type ProductRecord = ReturnType<typeof recordOf>;

/** The fields that differ, before and after; categoryName goes with categoryId. */
function changedFields(before: ProductRecord, after: ProductRecord) {
  const keys = (Object.keys(after) as (keyof ProductRecord)[]).filter(
    (key) => key !== 'categoryName' && before[key] !== after[key],
  );
  if (keys.includes('categoryId')) keys.push('categoryName');
  const pick = (record: ProductRecord) =>
    Object.fromEntries(keys.map((key) => [key, record[key]])) as Partial<ProductRecord>;
  return { keys, before: pick(before), after: pick(after) };
}

/** One line an operator reads: 'price £1.20 → £1.50; unpublished'. */
function describeChanges(
  keys: (keyof ProductRecord)[],
  before: ProductRecord,
  after: ProductRecord,
  currency: string,
): string {
  const words: Record<keyof ProductRecord, () => string> = {
    sku: () => `SKU ${before.sku} → ${after.sku}`,
    name: () => `renamed from “${before.name}”`,
    description: () => 'description edited',
    categoryId: () => `moved from ${before.categoryName} to ${after.categoryName}`,
    categoryName: () => '',
    priceMinor: () =>
      `price ${formatMoney(before.priceMinor, currency)} → ${formatMoney(after.priceMinor, currency)}`,
    vatRateBasisPoints: () =>
      `VAT ${formatVatRate(before.vatRateBasisPoints)} → ${formatVatRate(after.vatRateBasisPoints)}`,
    unit: () => `sold ${PRODUCT_UNIT_LABELS[after.unit]} (was ${PRODUCT_UNIT_LABELS[before.unit]})`,
    published: () => (after.published ? 'published' : 'unpublished'),
    featured: () => (after.featured ? 'featured' : 'no longer featured'),
  };
  return keys
    .map((key) => words[key]())
    .filter(Boolean)
    .join('; ');
}

const named = (product: { name: string; sku: string }) => `${product.name} (${product.sku})`;

async function currencyOf(tx: Database, storeId: number): Promise<string> {
  const [store] = await tx
    .select({ currency: stores.currency })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store!.currency;
}

/**
 * A new product of the operator's store, with its audit entry: no stock
 * (stock arrives by adjustments), the placeholder picture, a slug from its SKU.
 */
export async function createProduct(
  tx: Database,
  operator: Operator,
  fields: ProductFields,
): Promise<ProductOutcome> {
  const category = await findStoreCategory(tx, operator.storeId, fields.categoryId, 'key share');
  if (!category) return { status: 'unknown-category' };
  if (await skuTaken(tx, operator.storeId, fields.sku)) return { status: 'sku-taken' };
  const row = await insertProduct(tx, operator.storeId, {
    ...fields,
    image: PLACEHOLDER_PRODUCT_IMAGE,
  });
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: 'product.created',
    entityType: 'product',
    entityId: row.id,
    summary: `${named(row)} created`,
    after: { ...recordOf(fields, category.name), stock: 0, image: row.image },
  });
  return { status: 'saved', product: (await readOperatorProduct(tx, operator.storeId, row.id))! };
}

/**
 * The operator's edit of the whole product but its stock and picture, with an
 * audit entry of what changed. Past orders keep their own copy of each line,
 * so nothing here reaches them. An edit that changes nothing writes nothing.
 */
export async function editProduct(
  tx: Database,
  operator: Operator,
  productId: number,
  fields: ProductFields,
): Promise<ProductOutcome> {
  const current = await lockStoreProduct(tx, operator.storeId, productId);
  if (!current) return { status: 'not-found' };
  const category = await findStoreCategory(tx, operator.storeId, fields.categoryId, 'key share');
  if (!category) return { status: 'unknown-category' };
  if (fields.sku !== current.sku && (await skuTaken(tx, operator.storeId, fields.sku, productId))) {
    return { status: 'sku-taken' };
  }
  const currentCategory = await findStoreCategory(tx, operator.storeId, current.categoryId);
  const before = recordOf(current, currentCategory?.name ?? '');
  const after = recordOf(fields, category.name);
  const changed = changedFields(before, after);
  if (changed.keys.length > 0) {
    await updateProductFields(tx, productId, fields);
    const currency = await currencyOf(tx, operator.storeId);
    await recordAudit(tx, {
      storeId: operator.storeId,
      operatorId: operator.id,
      action: 'product.updated',
      entityType: 'product',
      entityId: productId,
      summary: `${named(fields)}: ${describeChanges(changed.keys, before, after, currency)}`,
      before: changed.before,
      after: changed.after,
    });
  }
  return {
    status: 'saved',
    product: (await readOperatorProduct(tx, operator.storeId, productId))!,
  };
}

/** Points the product at a newly stored picture; the old file stays, for past orders' lines. */
export async function changeProductImage(
  tx: Database,
  operator: Operator,
  productId: number,
  image: string,
): Promise<ProductOutcome> {
  const current: ProductRow | undefined = await lockStoreProduct(tx, operator.storeId, productId);
  if (!current) return { status: 'not-found' };
  await updateProductImage(tx, productId, image);
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: 'product.image_changed',
    entityType: 'product',
    entityId: productId,
    summary: `${named(current)}: new picture`,
    before: { image: current.image },
    after: { image },
  });
  return {
    status: 'saved',
    product: (await readOperatorProduct(tx, operator.storeId, productId))!,
  };
}
