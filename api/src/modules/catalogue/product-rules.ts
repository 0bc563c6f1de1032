import { variantName } from '@storefront/shared/contracts';
import { type OperatorProduct } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import type { Operator } from '../../lib/operator';
import { recordAudit } from '../audit/service';
import { changedFields, describeChanges, recordOf } from './product-audit';
import { PLACEHOLDER_PRODUCT_IMAGE } from './product-defaults';
import { listedIdOf } from './product-rows';
import {
  catalogueRepository as repository,
  type GtinHolder,
  type ProductFields,
  type ProductRow,
} from './repository';

/** A product form as sent: left out, the option names and values and the GTIN keep what the product has. */
export type ProductInputFields = Omit<ProductFields, 'optionNames' | 'optionValues' | 'gtin'> &
  Partial<Pick<ProductFields, 'optionNames' | 'optionValues' | 'gtin'>>;

/** A new variant's own fields; the rest it takes from its product. */
export type VariantFields = Pick<ProductFields, 'sku' | 'priceMinor' | 'optionValues'> &
  Partial<Pick<ProductFields, 'gtin'>>;

export type ProductOutcome =
  | { status: 'saved'; product: OperatorProduct }
  | { status: 'not-found' }
  | { status: 'sku-taken' }
  /** Another product of the store has this GTIN (in any of its forms). */
  | { status: 'gtin-taken'; holder: Pick<GtinHolder, 'name' | 'sku' | 'optionValues'> }
  | { status: 'unknown-category' }
  /** The option values don't give one value per option name (optionNames). */
  | { status: 'values-mismatch'; optionNames: string[] }
  /** Another variant of the product has these option values. */
  | { status: 'variant-exists' }
  /** The number of options can't change while the product has variants. */
  | { status: 'options-in-use' }
  /** A variant needs the product to have options first. */
  | { status: 'no-options' };

const named = (product: Pick<ProductFields, 'name' | 'sku' | 'optionValues'>) =>
  `${variantName(product.name, product.optionValues)} (${product.sku})`;

/** The refusal when another of the store's products has the GTIN; undefined when none has. */
async function gtinClash(
  tx: Database,
  storeId: number,
  gtin: string | null | undefined,
  exceptProductId?: number,
): Promise<ProductOutcome | undefined> {
  if (!gtin) return undefined;
  const holder = await repository.findGtinHolder(tx, storeId, gtin, exceptProductId);
  return holder && { status: 'gtin-taken', holder };
}

/**
 * A new product of the operator's store, with its audit entry: no stock
 * (stock arrives by adjustments), the placeholder picture, a slug from its SKU.
 */
export async function createProduct(
  tx: Database,
  operator: Operator,
  input: ProductInputFields,
): Promise<ProductOutcome> {
  const fields: ProductFields = {
    ...input,
    gtin: input.gtin ?? null,
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
  const clash = await gtinClash(tx, operator.storeId, fields.gtin);
  if (clash) return clash;
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
  // The whole family, as the edit writes the shared fields to every member;
  // the listed product's lock also orders it against variants being added.
  const family = await repository.lockStoreFamily(tx, operator.storeId, productId);
  const current = family.find((row) => row.id === productId);
  if (!current) return { status: 'not-found' };
  const fields: ProductFields = {
    ...input,
    gtin: input.gtin === undefined ? current.gtin : input.gtin,
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
  if (fields.gtin !== current.gtin) {
    const clash = await gtinClash(tx, operator.storeId, fields.gtin, productId);
    if (clash) return clash;
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
  const clash = await gtinClash(tx, operator.storeId, own.gtin);
  if (clash) return clash;
  const row = await repository.insertVariant(tx, listed, { ...own, gtin: own.gtin ?? null });
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: 'product.variant_added',
    entityType: 'product',
    entityId: row.id,
    summary: `${named(row)} added as a variant of ${named(listed)}`,
    after: { variantOf: listed.id, ...own, gtin: own.gtin ?? null, stock: 0 },
  });
  return {
    status: 'saved',
    product: (await repository.findOperatorProduct(tx, operator.storeId, row.id))!,
  };
}
