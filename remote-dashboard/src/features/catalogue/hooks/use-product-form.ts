import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS, fieldErrors } from '@storefront/shared';
import type { OperatorProduct, ProductInput, ProductUnit } from '@storefront/shared/contracts';
import { createProduct } from '../api/create-product';
import { updateProduct } from '../api/update-product';
import { focusFirstError, isOneOf } from '../../../lib/field-errors';
import { amountText, parseAmount } from '../../../lib/money-input';
import { saveWithLoader } from '../../../lib/save-with-loader';

// The schemas (zod) load when the form is first saved, not with the page.
const loadContracts = () => import(/* webpackPrefetch: true */ '@storefront/shared/contracts');

/** The form's fields in the order they appear; price is typed in pounds and sent as priceMinor. */
export const PRODUCT_FIELDS = [
  'sku',
  'name',
  'description',
  'categoryId',
  'price',
  'unit',
  'vatRateBasisPoints',
  'published',
  'featured',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

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
  };
}

const PRICE_FORMAT = 'Enter the price in pounds, e.g. 2.49';

/** The field an API error names, in the form's terms. */
function formField(apiField: string | undefined): ProductField | undefined {
  const field = apiField === 'priceMinor' ? 'price' : apiField;
  return isOneOf(PRODUCT_FIELDS, field) ? field : undefined;
}

/**
 * Checks the product with the API's own schema and saves it: a new product
 * when `productId` is null, else the existing one.
 */
export function useProductForm(
  productId: number | null,
  onSaved: (product: OperatorProduct) => void,
) {
  const [errors, setErrors] = useState<Partial<Record<ProductField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(values: ProductFormValues, form: HTMLFormElement) {
    setFormError(null);
    const { productInputSchema } = await loadContracts();
    const priceMinor = parseAmount(values.price);
    const input: Record<keyof ProductInput, unknown> = {
      sku: values.sku,
      name: values.name,
      description: values.description,
      categoryId: values.categoryId ? Number(values.categoryId) : undefined,
      priceMinor: priceMinor ?? undefined,
      unit: values.unit,
      vatRateBasisPoints: Number(values.vatRateBasisPoints),
      published: values.published,
      featured: values.featured,
    };
    const parsed = productInputSchema.safeParse(input);
    const found: Partial<Record<ProductField, string>> = {};
    if (!parsed.success) {
      for (const [apiField, message] of Object.entries(fieldErrors(parsed.error))) {
        const field = formField(apiField);
        if (field) found[field] ??= message;
      }
    }
    if (priceMinor === null) found.price = values.price.trim() ? PRICE_FORMAT : 'Enter the price';
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError(form, PRODUCT_FIELDS, found);
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
      const field = formField(outcome.failure.field);
      if (field) {
        const fromApi = { [field]: outcome.failure.message };
        setErrors(fromApi);
        focusFirstError(form, PRODUCT_FIELDS, fromApi);
      } else {
        setFormError(outcome.failure.message);
      }
      return;
    }
    loaderService.success(
      productId === null ? `${outcome.result.name} added` : `${outcome.result.name} saved`,
      MESSAGE_DISPLAY_MS,
    );
    onSaved(outcome.result);
  }

  return { save, errors, formError, saving };
}
