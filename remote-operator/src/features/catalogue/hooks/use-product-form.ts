import type { ProductUnit } from '@storefront/shared/contracts';
import type { OperatorProduct, ProductInput } from '@storefront/shared/operator-contracts';
import { createProduct } from '../api/create-product';
import { updateProduct } from '../api/update-product';
import { amountText } from '../../../lib/money-input';
import {
  onOptionInputs,
  optionFormSchema,
  optionInputs,
  optionKeys,
  optionList,
} from '../lib/option-errors';
import { productName } from '../lib/variants';
import { readPrice } from '../lib/price';
import { useMutation, useSchemaForm } from '@storefront/ui';

// The schemas (zod) load when the form is first saved, not with the page.
const loadContracts = () =>
  import(/* webpackPrefetch: true */ '@storefront/shared/operator-contracts');

/**
 * The keys of the form's errors in the order its inputs appear; price is typed
 * in pounds and sent as priceMinor, and a product with options has an input
 * for each of its option values.
 */
export function productFields(optionCount: number): string[] {
  return [
    'sku',
    'name',
    ...(optionCount > 0 ? optionKeys('optionValues', optionCount) : []),
    'gtin',
    'description',
    'categoryId',
    'price',
    'unit',
    'estimatedWeightGrams',
    'vatRateBasisPoints',
    'published',
    'featured',
  ];
}

/** The form's values: text for its inputs, the two flags, and this variant's value of each option (optionValues.0…). */
export type ProductFormValues = {
  sku: string;
  name: string;
  description: string;
  /** The select's value: '' until a category is chosen. */
  categoryId: string;
  price: string;
  unit: ProductUnit;
  /** The barcode's digits as typed; blank for none. */
  gtin: string;
  /** In grams, as typed; read only when the unit is per kg. */
  estimatedWeightGrams: string;
  /** The select's value: the rate in basis points, as text. */
  vatRateBasisPoints: string;
  published: boolean;
  featured: boolean;
} & Record<`optionValues.${number}`, string>;

export const NEW_PRODUCT: ProductFormValues = {
  sku: '',
  name: '',
  description: '',
  categoryId: '',
  price: '',
  unit: 'each',
  gtin: '',
  estimatedWeightGrams: '',
  // Most groceries are zero-rated; the operator picks 20% or 5% for the rest.
  vatRateBasisPoints: '0',
  published: false,
  featured: false,
};

export function valuesOf(product: OperatorProduct): ProductFormValues {
  return {
    sku: product.sku,
    name: product.name,
    description: product.description,
    categoryId: String(product.categoryId),
    price: amountText(product.priceMinor),
    unit: product.unit,
    gtin: product.gtin ?? '',
    estimatedWeightGrams:
      product.estimatedWeightGrams === null ? '' : String(product.estimatedWeightGrams),
    vatRateBasisPoints: String(product.vatRateBasisPoints),
    published: product.published,
    featured: product.featured,
    ...optionInputs(product.optionValues),
  };
}

/** The weight typed, in grams: a number when it is digits, undefined when blank (the schema asks for it). */
function readGrams(text: string): { grams?: number; problem?: string } {
  const typed = text.trim();
  if (typed === '') return {};
  if (!/^\d+$/.test(typed)) return { problem: 'Enter a whole number of grams, e.g. 180' };
  return { grams: Number(typed) };
}

/** The form's text as the API's input; what cannot be read (the price, the weight) says so. */
function readProduct(values: ProductFormValues, optionCount: number) {
  const price = readPrice(values.price);
  // Sold each, a product has no estimated weight, whatever the hidden input still holds.
  const weight = values.unit === 'per_kg' ? readGrams(values.estimatedWeightGrams) : {};
  const input: Record<keyof ProductInput, unknown> = {
    sku: values.sku,
    name: values.name,
    description: values.description,
    categoryId: values.categoryId ? Number(values.categoryId) : undefined,
    priceMinor: 'priceMinor' in price ? price.priceMinor : undefined,
    unit: values.unit,
    estimatedWeightGrams: values.unit === 'per_kg' ? weight.grams : null,
    gtin: values.gtin,
    vatRateBasisPoints: Number(values.vatRateBasisPoints),
    published: values.published,
    featured: values.featured,
    optionNames: undefined,
    optionValues: optionCount > 0 ? optionList(values, 'optionValues', optionCount) : undefined,
  };
  return {
    input,
    problems: {
      price: 'problem' in price ? price.problem : undefined,
      estimatedWeightGrams: weight.problem,
    },
  };
}

/**
 * The product form, checked with the API's own schema and saved: a new
 * product when `product` is null, else the existing one. Option values are
 * sent only for a product with options; its option names are left as they are.
 */
export function useProductForm(
  product: OperatorProduct | null,
  initial: ProductFormValues,
  onSaved: (product: OperatorProduct) => void,
) {
  const productId = product?.id ?? null;
  const optionCount = product?.optionNames.length ?? 0;
  const form = useSchemaForm({
    fields: productFields(optionCount),
    initial,
    schema: async () =>
      optionFormSchema((await loadContracts()).productInputSchema, (values: ProductFormValues) =>
        readProduct(values, optionCount),
      ),
  });
  const write = useMutation(
    (input: ProductInput) =>
      productId === null ? createProduct(input) : updateProduct(productId, input),
    {
      busy: (input) => ({
        title: productId === null ? 'Adding the product' : 'Saving the product',
        subtitle: input.name,
      }),
      success: (saved) => `${productName(saved)} ${productId === null ? 'added' : 'saved'}`,
    },
  );

  const submit = form.handleSubmit(async (input) => {
    const outcome = onOptionInputs(await write.mutate(input));
    if (outcome.ok) {
      form.setValues(valuesOf(outcome.result));
      onSaved(outcome.result);
    }
    return outcome;
  });

  return { form, submit };
}
