import { formatMoney } from '@storefront/shared/money';
import { formatVatRate, PRODUCT_UNIT_LABELS, variantName } from '@storefront/shared/contracts';
import { type OperatorProduct } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import type { Operator } from '../../lib/operator';
import { recordAudit } from '../audit/service';
import { PLACEHOLDER_PRODUCT_IMAGE } from './product-defaults';
import { listedIdOf } from './product-rows';
import {
  catalogueRepository as repository,
  type ProductFields,
  type ProductRow,
} from './repository';

/** A product form as sent: left out, the option names and values keep what the product has. */
export type ProductInputFields = Omit<ProductFields, 'optionNames' | 'optionValues'> &
  Partial<Pick<ProductFields, 'optionNames' | 'optionValues'>>;

/** A new variant's own fields; the rest it takes from its product. */
export type VariantFields = Pick<ProductFields, 'sku' | 'priceMinor' | 'optionValues'>;

export type ProductOutcome =
  | { status: 'saved'; product: OperatorProduct }
  | { status: 'not-found' }
  | { status: 'sku-taken' }
  | { status: 'unknown-category' }
  /** The option values don't give one value per option name (optionNames). */
  | { status: 'values-mismatch'; optionNames: string[] }
  /** Another variant of the product has these option values. */
  | { status: 'variant-exists' }
  /** The number of options can't change while the product has variants. */
  | { status: 'options-in-use' }
  /** A variant needs the product to have options first. */
  | { status: 'no-options' };

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
  optionNames: fields.optionNames,
  optionValues: fields.optionValues,
});
type ProductRecord = ReturnType<typeof recordOf>;

/** The fields that differ, before and after; categoryName goes with categoryId. */
function changedFields(before: ProductRecord, after: ProductRecord) {
  const keys = (Object.keys(after) as (keyof ProductRecord)[]).filter(
    (key) => key !== 'categoryName' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
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
    optionNames: () => `options ${listed(before.optionNames)} → ${listed(after.optionNames)}`,
    optionValues: () => `values ${listed(before.optionValues)} → ${listed(after.optionValues)}`,
  };
  return keys
    .map((key) => words[key]())
    .filter(Boolean)
    .join('; ');
}

const listed = (words: string[]) => (words.length === 0 ? 'none' : words.join(', '));

const named = (product: Pick<ProductFields, 'name' | 'sku' | 'optionValues'>) =>
  `${variantName(product.name, product.optionValues)} (${product.sku})`;

/**
 * A new product of the operator's store, with its audit entry: no stock
 * (stock arrives by adjustments), the placeholder picture, a slug from its SKU.
 */
export async function createProduct(
  tx: Database,
  operator: Operator,
  input: ProductInputFields,
): Promise<ProductOutcome> {
  const fields = {
    ...input,
    optionNames: input.optionNames ?? [],
    optionValues: input.optionValues ?? [],
  };
  if (fields.optionValues.length !== fields.optionNames.length) {
    return { status: 'values-mismatch', optionNames: fields.optionNames };
  }
  const category = await repository.findStoreCategory(
    tx,
    operator.storeId,
    fields.categoryId,
    'key share',
  );
  if (!category) return { status: 'unknown-category' };
  if (await repository.skuTaken(tx, operator.storeId, fields.sku)) return { status: 'sku-taken' };
  const row = await repository.insertProduct(tx, operator.storeId, {
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
  return {
    status: 'saved',
    product: (await repository.findOperatorProduct(tx, operator.storeId, row.id))!,
  };
}

/**
 * The operator's edit of the whole product but its stock and picture, with an
 * audit entry of what changed. The shared fields change on every variant of
 * the product; SKU, price and option values on the one edited. Past orders
 * keep their own copy of each line, so nothing here reaches them. An edit
 * that changes nothing writes nothing.
 */
export async function editProduct(
  tx: Database,
  operator: Operator,
  productId: number,
  input: ProductInputFields,
): Promise<ProductOutcome> {
  const current = await repository.lockStoreProduct(tx, operator.storeId, productId);
  if (!current) return { status: 'not-found' };
  // The listed product's lock orders this edit against variants being added.
  if (current.variantOf !== null)
    await repository.lockStoreProduct(tx, operator.storeId, current.variantOf);
  const fields: ProductFields = {
    ...input,
    optionNames: input.optionNames ?? current.optionNames,
    optionValues: input.optionValues ?? current.optionValues,
  };
  if (fields.optionValues.length !== fields.optionNames.length) {
    return { status: 'values-mismatch', optionNames: fields.optionNames };
  }
  if (
    fields.optionNames.length !== current.optionNames.length &&
    (await repository.familySize(tx, current)) > 1
  ) {
    return { status: 'options-in-use' };
  }
  const category = await repository.findStoreCategory(
    tx,
    operator.storeId,
    fields.categoryId,
    'key share',
  );
  if (!category) return { status: 'unknown-category' };
  if (
    fields.sku !== current.sku &&
    (await repository.skuTaken(tx, operator.storeId, fields.sku, productId))
  ) {
    return { status: 'sku-taken' };
  }
  const currentCategory = await repository.findStoreCategory(
    tx,
    operator.storeId,
    current.categoryId,
  );
  const before = recordOf(current, currentCategory?.name ?? '');
  const after = recordOf(fields, category.name);
  const changed = changedFields(before, after);
  if (changed.keys.length > 0) {
    await repository.updateProductFields(tx, current, fields);
    const currency = await repository.storeCurrency(tx, operator.storeId);
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
    product: (await repository.findOperatorProduct(tx, operator.storeId, productId))!,
  };
}

/** Points the product at a newly stored picture; the old file stays, for past orders' lines. */
export async function changeProductImage(
  tx: Database,
  operator: Operator,
  productId: number,
  image: string,
): Promise<ProductOutcome> {
  const current: ProductRow | undefined = await repository.lockStoreProduct(
    tx,
    operator.storeId,
    productId,
  );
  if (!current) return { status: 'not-found' };
  await repository.updateProductImage(tx, current, image);
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
    product: (await repository.findOperatorProduct(tx, operator.storeId, productId))!,
  };
}

/**
 * Another variant of the product (or of the product the given variant
 * belongs to), with its audit entry: its own SKU, price and option values,
 * no stock (it arrives by adjustments), and the product's all else.
 */
export async function addVariant(
  tx: Database,
  operator: Operator,
  productId: number,
  own: VariantFields,
): Promise<ProductOutcome> {
  const asked = await repository.lockStoreProduct(tx, operator.storeId, productId);
  if (!asked) return { status: 'not-found' };
  const listed =
    asked.variantOf === null
      ? asked
      : (await repository.lockStoreProduct(tx, operator.storeId, listedIdOf(asked)))!;
  if (listed.optionNames.length === 0) return { status: 'no-options' };
  if (own.optionValues.length !== listed.optionNames.length) {
    return { status: 'values-mismatch', optionNames: listed.optionNames };
  }
  if (await repository.skuTaken(tx, operator.storeId, own.sku)) return { status: 'sku-taken' };
  const row = await repository.insertVariant(tx, listed, own);
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: 'product.variant_added',
    entityType: 'product',
    entityId: row.id,
    summary: `${named(row)} added as a variant of ${named(listed)}`,
    after: { variantOf: listed.id, ...own, stock: 0 },
  });
  return {
    status: 'saved',
    product: (await repository.findOperatorProduct(tx, operator.storeId, row.id))!,
  };
}
