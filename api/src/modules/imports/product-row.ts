import { z } from 'zod';
import { text, type ProductUnit } from '@storefront/shared/contracts';
import {
  estimatedWeightGramsSchema,
  gtinSchema,
  PRODUCT_IMPORT_REQUIRED_COLUMNS,
  skuSchema,
  vatRateBasisPointsSchema,
} from '@storefront/shared/operator-contracts';
import type { RowError } from './repository';
import { parseOptions } from './parse-options';
import { parsePrice } from './parse-price';
import type { ProductCsvRow } from './product-csv';

/** What a row asks of the product with its SKU; a field left undefined keeps its value (or its default). */
interface ImportedFields {
  /** Upper case. */
  sku: string;
  priceMinor: number;
  description?: string;
  unit?: ProductUnit;
  published?: boolean;
  vatRateBasisPoints?: number;
  /** The barcode's digits. */
  gtin?: string;
  /** Given with unit per kg; null with unit each, which has none. */
  estimatedWeightGrams?: number | null;
  /** Given together, from the options cell: the option names and this row's values of them. */
  optionNames?: string[];
  optionValues?: string[];
}

/** A listed product's row: a product without options, or the first variant of one with them. */
export interface ImportedListedProduct extends ImportedFields {
  variantOf?: undefined;
  name: string;
  categoryId: number;
}

/** A variant's row, which may leave the name and category to its product. */
export interface ImportedVariant extends ImportedFields {
  /** The listed product's SKU, upper case. */
  variantOf: string;
  name?: string;
  categoryId?: number;
}

export type ImportedProduct = ImportedListedProduct | ImportedVariant;

export interface CategoryChoice {
  id: number;
  slug: string;
  name: string;
}

/** What a row is checked against: the store's categories and its currency. */
export interface RowContext {
  categories: CategoryChoice[];
  currency: string;
}

export type CheckedProductRow =
  | { ok: true; product: ImportedProduct }
  /** `sku` is the row's SKU when that much of it is valid, so a later row can be matched to it. */
  | { ok: false; sku: string | null; errors: RowError[] };

const nameSchema = text().max(120, 'Use at most 120 characters');
const descriptionSchema = text().max(2000, 'Use at most 2000 characters');

const UNITS: Record<string, ProductUnit> = { each: 'each', 'per kg': 'per_kg', per_kg: 'per_kg' };
const YES_NO: Record<string, boolean> = {
  yes: true,
  no: false,
  true: true,
  false: false,
  '1': true,
  '0': false,
};

/** A category by its slug or its name, in any case. */
function findCategory(value: string, categories: CategoryChoice[]) {
  const wanted = value.replace(/\s+/g, ' ').toLowerCase();
  return (
    categories.find((category) => category.slug === wanted) ??
    categories.find((category) => category.name.toLowerCase() === wanted)
  );
}

function unknownCategory(value: string, categories: CategoryChoice[]): string {
  const names = categories.map((category) => category.name);
  const shown = names.length > 12 ? [...names.slice(0, 12), '…'] : names;
  return names.length === 0
    ? 'The store has no categories yet. Create one first.'
    : `No category is called “${value}”. Use one of: ${shown.join(', ')}.`;
}

/** '20', '20%' or '5.5' as basis points; undefined when it is not a rate. */
function parseVatRate(value: string): number | undefined {
  const match = /^(\d{1,3}(?:\.\d{1,2})?)\s*%?$/.exec(value);
  if (!match) return undefined;
  const basisPoints = Math.round(Number(match[1]) * 100);
  return vatRateBasisPointsSchema.safeParse(basisPoints).success ? basisPoints : undefined;
}

/**
 * The estimated_weight_grams cell against the row's unit: needed with per kg,
 * refused without it; unit each clears it (null).
 */
function readWeight(
  value: string,
  unit: ProductUnit | undefined,
): { grams?: number | null; problem?: string } {
  if (value === '') {
    if (unit === 'per_kg') {
      return {
        problem: 'estimated_weight_grams is needed with unit per kg: one unit’s weight, e.g. 180',
      };
    }
    return { grams: unit === 'each' ? null : undefined };
  }
  if (unit !== 'per_kg') {
    return { problem: 'estimated_weight_grams goes with unit per kg: give both in the row' };
  }
  if (!/^\d+$/.test(value)) {
    return { problem: 'estimated_weight_grams is a whole number of grams, e.g. 180' };
  }
  const parsed = estimatedWeightGramsSchema.safeParse(Number(value));
  return parsed.success ? { grams: parsed.data } : { problem: parsed.error.issues[0]?.message };
}

/** One field's message, or undefined when the value is acceptable. */
const problem = (schema: z.ZodType, value: string) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

/** A variant's row may leave these blank: it shares them with its product. */
const SHARED_REQUIRED_COLUMNS = new Set<string>(['name', 'category']);

/**
 * A row's own problems: blank required fields, a bad SKU or price, a category
 * the store does not have, options that cannot be read. Whether its SKU is
 * new or taken, and whether it fits its family, is decided later, against the
 * file's other rows and the database.
 */
export function checkProductRow(
  { values, hasExtraFields }: ProductCsvRow,
  { categories, currency }: RowContext,
): CheckedProductRow {
  const isVariant = values['variant of'] !== '';
  const errors: RowError[] = PRODUCT_IMPORT_REQUIRED_COLUMNS.filter(
    (field) => values[field] === '' && !(isVariant && SHARED_REQUIRED_COLUMNS.has(field)),
  ).map((field) => ({ field, message: `${field} is missing` }));
  const fail = (field: string, message: string) => errors.push({ field, message });
  if (hasExtraFields) fail('row', 'The row has more fields than the header has columns.');

  let sku: string | null = null;
  if (values.sku !== '') {
    const parsed = skuSchema.safeParse(values.sku);
    if (parsed.success) sku = parsed.data;
    else fail('sku', parsed.error.issues[0]?.message ?? 'Enter a valid SKU');
  }

  let variantOf: string | undefined;
  if (isVariant) {
    const parsed = skuSchema.safeParse(values['variant of']);
    if (!parsed.success) fail('variant of', parsed.error.issues[0]?.message ?? 'Enter a SKU');
    else if (parsed.data === sku) fail('variant of', 'A product cannot be a variant of itself.');
    else variantOf = parsed.data;
  }

  const nameProblem = problem(nameSchema, values.name);
  if (nameProblem) fail('name', nameProblem);

  const category = values.category === '' ? undefined : findCategory(values.category, categories);
  if (values.category !== '' && !category) {
    fail('category', unknownCategory(values.category, categories));
  }

  let priceMinor = 0;
  if (values.price !== '') {
    const price = parsePrice(values.price, currency);
    if (price.ok) priceMinor = price.minor;
    else fail('price', price.message);
  }

  const descriptionProblem = problem(descriptionSchema, values.description);
  if (descriptionProblem) fail('description', descriptionProblem);

  const unit =
    values.unit === '' ? undefined : UNITS[values.unit.replace(/\s+/g, ' ').toLowerCase()];
  if (values.unit !== '' && !unit) fail('unit', 'unit is each or per kg');

  const published = values.published === '' ? undefined : YES_NO[values.published.toLowerCase()];
  if (values.published !== '' && published === undefined) {
    fail('published', 'published is yes or no');
  }

  const vatRateBasisPoints = values.vat_rate === '' ? undefined : parseVatRate(values.vat_rate);
  if (values.vat_rate !== '' && vatRateBasisPoints === undefined) {
    fail('vat_rate', 'vat_rate is a percentage from 0 to 100, e.g. 20 or 5');
  }

  const options = values.options === '' ? undefined : parseOptions(values.options);
  if (options && !options.ok) fail('options', options.message);

  let gtin: string | undefined;
  if (values.gtin !== '') {
    const parsed = gtinSchema.safeParse(values.gtin);
    if (parsed.success) gtin = parsed.data;
    else fail('gtin', parsed.error.issues[0]?.message ?? 'Enter a valid barcode');
  }

  const weight = readWeight(values.estimated_weight_grams, unit);
  if (weight.problem) fail('estimated_weight_grams', weight.problem);

  if (errors.length > 0 || !sku) return { ok: false, sku, errors };
  const fields = {
    sku,
    priceMinor,
    ...(values.description !== '' && { description: values.description }),
    ...(unit && { unit }),
    ...(published !== undefined && { published }),
    ...(vatRateBasisPoints !== undefined && { vatRateBasisPoints }),
    ...(gtin !== undefined && { gtin }),
    ...(weight.grams !== undefined && { estimatedWeightGrams: weight.grams }),
    ...(options?.ok && {
      optionNames: options.options.names,
      optionValues: options.options.values,
    }),
  };
  if (variantOf) {
    return {
      ok: true,
      product: {
        ...fields,
        variantOf,
        ...(values.name !== '' && { name: values.name }),
        ...(category && { categoryId: category.id }),
      },
    };
  }
  if (!category) return { ok: false, sku, errors };
  return { ok: true, product: { ...fields, name: values.name, categoryId: category.id } };
}
