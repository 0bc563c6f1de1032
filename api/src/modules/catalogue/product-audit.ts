import { formatMoney } from '@storefront/shared/money';
import { formatVatRate, PRODUCT_UNIT_LABELS } from '@storefront/shared/contracts';
import type { ProductFields } from './repository';

// How the audit log keeps and words a product form's change.

/** The product's form fields as the audit log keeps them, with the category's name to read by. */
export const recordOf = (fields: ProductFields, categoryName: string) => ({
  sku: fields.sku,
  name: fields.name,
  description: fields.description,
  categoryId: fields.categoryId,
  categoryName,
  priceMinor: fields.priceMinor,
  vatRateBasisPoints: fields.vatRateBasisPoints,
  unit: fields.unit,
  estimatedWeightGrams: fields.estimatedWeightGrams,
  gtin: fields.gtin,
  published: fields.published,
  featured: fields.featured,
  optionNames: fields.optionNames,
  optionValues: fields.optionValues,
});
type ProductRecord = ReturnType<typeof recordOf>;

/** The fields that differ, before and after; categoryName goes with categoryId. */
export function changedFields(before: ProductRecord, after: ProductRecord) {
  const keys = (Object.keys(after) as (keyof ProductRecord)[]).filter(
    (key) => key !== 'categoryName' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (keys.includes('categoryId')) keys.push('categoryName');
  const pick = (record: ProductRecord) =>
    Object.fromEntries(keys.map((key) => [key, record[key]])) as Partial<ProductRecord>;
  return { keys, before: pick(before), after: pick(after) };
}

/** One line an operator reads: 'price £1.20 → £1.50; unpublished'. */
export function describeChanges(
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
    estimatedWeightGrams: () =>
      `estimated weight ${grams(before.estimatedWeightGrams)} → ${grams(after.estimatedWeightGrams)}`,
    gtin: () => `barcode ${before.gtin ?? 'none'} → ${after.gtin ?? 'none'}`,
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

const grams = (weight: number | null) => (weight === null ? 'none' : `${weight} g`);

const listed = (words: string[]) => (words.length === 0 ? 'none' : words.join(', '));
