import type { products } from '../db/schema';
import type { ImportedProduct } from './check-product-row';

type ProductRecord = typeof products.$inferSelect;

/** The fields an import sets; stock is never one of them. */
export const IMPORTED_FIELDS = [
  'name',
  'description',
  'categoryId',
  'priceMinor',
  'unit',
  'published',
  'vatRateBasisPoints',
] as const;
type ImportedField = (typeof IMPORTED_FIELDS)[number];
export type ProductChanges = Partial<Pick<ProductRecord, ImportedField>>;

const FIELD_WORDS: Record<ImportedField, string> = {
  name: 'name',
  description: 'description',
  categoryId: 'category',
  priceMinor: 'price',
  unit: 'unit',
  published: 'published',
  vatRateBasisPoints: 'VAT rate',
};

/** The fields a row gives that differ from the product's; a field the row leaves blank keeps its value. */
export function changesFor(existing: ProductRecord, wanted: ImportedProduct): ProductChanges {
  const changes: ProductChanges = {};
  for (const field of IMPORTED_FIELDS) {
    const value = wanted[field];
    if (value !== undefined && value !== existing[field]) {
      Object.assign(changes, { [field]: value });
    }
  }
  return changes;
}

/** The product's values of the given fields, for the audit log's `before`. */
export const valuesOf = (record: ProductRecord, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, record[field as keyof ProductRecord]]));

/** 'price, name', as the audit log's summary words the change. */
export const describeChanges = (changes: ProductChanges) =>
  Object.keys(changes)
    .map((field) => FIELD_WORDS[field as ImportedField])
    .join(', ');
