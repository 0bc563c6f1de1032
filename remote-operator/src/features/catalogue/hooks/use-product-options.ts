import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import type { OperatorProduct, ProductInput } from '@storefront/shared/operator-contracts';
import { updateProduct } from '../api/update-product';
import {
  errorsOf,
  failureKey,
  focusFirstInvalid,
  issueErrors,
  optionKeys,
  type FormErrors,
} from '../lib/option-errors';
import { saveWithLoader } from '@storefront/ui';

const loadContracts = () => import('@storefront/shared/operator-contracts');

/** One option as the form holds it: its name, and this product's value of it. */
export interface OptionRow {
  name: string;
  value: string;
}

/** The keys of the form's errors in the order its inputs appear, name then value per option. */
function optionFields(count: number): string[] {
  const [names, ...nameInputs] = optionKeys('optionNames', count);
  const [values, ...valueInputs] = optionKeys('optionValues', count);
  return [names!, values!, ...nameInputs.flatMap((name, index) => [name, valueInputs[index]!])];
}

/**
 * Gives a product its options: the product as it is saved, with option names
 * and its own value of each, through the same PUT as its details.
 */
export function useProductOptions(
  product: OperatorProduct,
  onSaved: (product: OperatorProduct) => void,
) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function show(found: FormErrors, fields: string[], form: HTMLFormElement) {
    setErrors(found);
    focusFirstInvalid(form, fields, found);
  }

  /** True when the options were saved. */
  async function save(rows: OptionRow[], form: HTMLFormElement): Promise<boolean> {
    setFormError(null);
    const fields = optionFields(rows.length);
    const { productInputSchema } = await loadContracts();
    const input: Required<ProductInput> = {
      sku: product.sku,
      name: product.name,
      description: product.description,
      categoryId: product.categoryId,
      priceMinor: product.priceMinor,
      vatRateBasisPoints: product.vatRateBasisPoints,
      unit: product.unit,
      published: product.published,
      featured: product.featured,
      optionNames: rows.map((row) => row.name),
      optionValues: rows.map((row) => row.value),
    };
    const parsed = productInputSchema.safeParse(input);
    if (!parsed.success) {
      const found = issueErrors(parsed.error);
      const shown = errorsOf(found, fields);
      // The saved details failing today's checks is for the details form to fix.
      if (Object.keys(shown).length === 0) setFormError(Object.values(found)[0] ?? null);
      show(shown, fields, form);
      return false;
    }
    setErrors({});
    setSaving(true);
    const outcome = await saveWithLoader(
      { title: 'Saving the options', subtitle: product.name },
      () => updateProduct(product.id, parsed.data),
    );
    setSaving(false);
    if (!outcome.ok) {
      const key = failureKey(outcome.failure);
      if (key && fields.includes(key)) show({ [key]: outcome.failure.message }, fields, form);
      else setFormError(outcome.failure.message);
      return false;
    }
    loaderService.success(`${product.name} now has options`, MESSAGE_DISPLAY_MS);
    onSaved(outcome.result);
    return true;
  }

  return { save, errors, formError, saving };
}
