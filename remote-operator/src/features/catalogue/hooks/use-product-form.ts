import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import type { ProductUnit } from '@storefront/shared/contracts';
import type { OperatorProduct, ProductInput } from '@storefront/shared/operator-contracts';
import { createProduct } from '../api/create-product';
import { updateProduct } from '../api/update-product';
import { amountText } from '../../../lib/money-input';
import {
  errorsOf,
  failureKey,
  focusFirstInvalid,
  issueErrors,
  optionKeys,
  type FormErrors,
} from '../lib/option-errors';
import { productName } from '../lib/variants';
import { readPrice } from '../lib/price';
import { saveWithLoader } from '@storefront/ui';

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
    'description',
    'categoryId',
    'price',
    'unit',
    'vatRateBasisPoints',
    'published',
    'featured',
  ];
}

export interface ProductFormValues {
  sku: string;
  name: string;
  description: string;
  /** The select's value: '' until a category is chosen. */
  categoryId: string;
  price: string;
  unit: ProductUnit;
  /** The select's value: the rate in basis points, as text. */
  vatRateBasisPoints: string;
  published: boolean;
  featured: boolean;
  /** This variant's value of each of the product's options; none without options. */
  optionValues: string[];
}

export const NEW_PRODUCT: ProductFormValues = {
  sku: '',
  name: '',
  description: '',
  categoryId: '',
  price: '',
  unit: 'each',
  // Most groceries are zero-rated; the operator picks 20% or 5% for the rest.
  vatRateBasisPoints: '0',
  published: false,
  featured: false,
  optionValues: [],
};

export function valuesOf(product: OperatorProduct): ProductFormValues {
  return {
    sku: product.sku,
    name: product.name,
    description: product.description,
    categoryId: String(product.categoryId),
    price: amountText(product.priceMinor),
    unit: product.unit,
    vatRateBasisPoints: String(product.vatRateBasisPoints),
    published: product.published,
    featured: product.featured,
    optionValues: product.optionValues,
  };
}

/**
 * Checks the product with the API's own schema and saves it: a new product
 * when `productId` is null, else the existing one. Option values are sent
 * only for a product with options; its option names are left as they are.
 */
export function useProductForm(
  productId: number | null,
  onSaved: (product: OperatorProduct) => void,
) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(values: ProductFormValues, form: HTMLFormElement) {
    setFormError(null);
    const fields = productFields(values.optionValues.length);
    const { productInputSchema } = await loadContracts();
    const price = readPrice(values.price);
    const input: Record<keyof ProductInput, unknown> = {
      sku: values.sku,
      name: values.name,
      description: values.description,
      categoryId: values.categoryId ? Number(values.categoryId) : undefined,
      priceMinor: 'priceMinor' in price ? price.priceMinor : undefined,
      unit: values.unit,
      vatRateBasisPoints: Number(values.vatRateBasisPoints),
      published: values.published,
      featured: values.featured,
      optionNames: undefined,
      optionValues: values.optionValues.length > 0 ? values.optionValues : undefined,
    };
    const parsed = productInputSchema.safeParse(input);
    const found = parsed.success ? {} : errorsOf(issueErrors(parsed.error), fields);
    if ('problem' in price) found.price = price.problem;
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstInvalid(form, fields, found);
      return;
    }
    setErrors({});
    setSaving(true);
    const outcome = await saveWithLoader(
      {
        title: productId === null ? 'Adding the product' : 'Saving the product',
        subtitle: parsed.data.name,
      },
      () =>
        productId === null ? createProduct(parsed.data) : updateProduct(productId, parsed.data),
    );
    setSaving(false);
    if (!outcome.ok) {
      const key = failureKey(outcome.failure);
      if (key && fields.includes(key)) {
        const fromApi = { [key]: outcome.failure.message };
        setErrors(fromApi);
        focusFirstInvalid(form, fields, fromApi);
      } else {
        setFormError(outcome.failure.message);
      }
      return;
    }
    const name = productName(outcome.result);
    loaderService.success(
      productId === null ? `${name} added` : `${name} saved`,
      MESSAGE_DISPLAY_MS,
    );
    onSaved(outcome.result);
  }

  return { save, errors, formError, saving };
}
