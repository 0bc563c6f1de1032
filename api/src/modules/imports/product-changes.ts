import type { ProductRow } from '../catalogue/service';
import type { ImportedProduct } from './product-row';

type ProductRecord = ProductRow;

/** The fields a family shares: an import writes them to the listed product and all its variants. */
export const SHARED_FIELDS = [
  'name',
  'description',
  'categoryId',
  'unit',
  // With the unit, which the products_estimated_weight_check ties it to.
  'estimatedWeightGrams',
  'published',
  'vatRateBasisPoints',
  'optionNames',
] as const;
/** Each variant's own fields (stock is one too, but an import never sets it). */
export const OWN_FIELDS = ['priceMinor', 'optionValues', 'gtin'] as const;

/** The fields an import sets; stock is never one of them. */
export const IMPORTED_FIELDS = [...SHARED_FIELDS, ...OWN_FIELDS] as const;
type ImportedField = (typeof IMPORTED_FIELDS)[number];
export type ProductChanges = Partial<Pick<ProductRecord, ImportedField>>;

const FIELD_WORDS: Record<ImportedField, string> = {
  name: 'name',
  description: 'description',
  categoryId: 'category',
  priceMinor: 'price',
  unit: 'unit',
  estimatedWeightGrams: 'estimated weight',
  gtin: 'barcode',
  published: 'published',
  vatRateBasisPoints: 'VAT rate',
  optionNames: 'option names',
  optionValues: 'options',
};

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, index) => item === b[index])
    : a === b;

/** The given fields a row sets that differ from the product's; a field the row leaves blank keeps its value. */
export function changesFor(
  existing: ProductRecord,
  wanted: ImportedProduct,
  fields: readonly ImportedField[] = IMPORTED_FIELDS,
): ProductChanges {
  const changes: ProductChanges = {};
  for (const field of fields) {
    const value = wanted[field];
    if (value !== undefined && !same(value, existing[field])) {
      Object.assign(changes, { [field]: value });
    }
  }
  return changes;
}

/** The changes to the fields the product's family shares, for writing to every member. */
export const sharedOf = (changes: ProductChanges): ProductChanges =>
  Object.fromEntries(
    Object.entries(changes).filter(([field]) =>
      (SHARED_FIELDS as readonly string[]).includes(field),
    ),
  );

/** The product's values of the given fields, for the audit log's `before`. */
export const valuesOf = (record: ProductRecord, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, record[field as keyof ProductRecord]]));

/** 'price, name', as the audit log's summary words the change. */
export const describeChanges = (changes: ProductChanges) =>
  Object.keys(changes)
    .map((field) => FIELD_WORDS[field as ImportedField])
    .join(', ');
