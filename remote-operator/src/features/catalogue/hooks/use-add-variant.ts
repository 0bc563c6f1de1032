import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import type { OperatorProduct, VariantInput } from '@storefront/shared/operator-contracts';
import { createVariant } from '../api/create-variant';
import {
  errorsOf,
  failureKey,
  focusFirstInvalid,
  issueErrors,
  optionKeys,
  type FormErrors,
} from '../lib/option-errors';
import { readPrice } from '../lib/price';
import { productName } from '../lib/variants';
import { saveWithLoader } from '@storefront/ui';

const loadContracts = () => import('@storefront/shared/operator-contracts');

export interface VariantFormValues {
  /** One per option of the product, in its order. */
  optionValues: string[];
  sku: string;
  price: string;
}

/** Checks a new variant with the API's schema and adds it to the product's family. */
export function useAddVariant(
  product: OperatorProduct,
  onAdded: (variant: OperatorProduct) => void,
) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fields = [...optionKeys('optionValues', product.optionNames.length), 'sku', 'price'];

  function show(found: FormErrors, form: HTMLFormElement) {
    setErrors(found);
    focusFirstInvalid(form, fields, found);
  }

  /** True when the variant was added. */
  async function add(values: VariantFormValues, form: HTMLFormElement): Promise<boolean> {
    setFormError(null);
    setDone(null);
    const { variantInputSchema } = await loadContracts();
    const price = readPrice(values.price);
    const input: Record<keyof VariantInput, unknown> = {
      sku: values.sku,
      priceMinor: 'priceMinor' in price ? price.priceMinor : undefined,
      optionValues: values.optionValues,
    };
    const parsed = variantInputSchema.safeParse(input);
    const found = parsed.success ? {} : errorsOf(issueErrors(parsed.error), fields);
    if ('problem' in price) found.price = price.problem;
    if (!parsed.success || Object.keys(found).length > 0) {
      show(found, form);
      return false;
    }
    setErrors({});
    setSaving(true);
    const name = productName({ name: product.name, optionValues: parsed.data.optionValues });
    const outcome = await saveWithLoader({ title: 'Adding the variant', subtitle: name }, () =>
      createVariant(product.id, parsed.data),
    );
    setSaving(false);
    if (!outcome.ok) {
      const key = failureKey(outcome.failure);
      if (key && fields.includes(key)) show({ [key]: outcome.failure.message }, form);
      else setFormError(outcome.failure.message);
      return false;
    }
    const words = `${productName(outcome.result)} added, with no stock yet.`;
    loaderService.success(words, MESSAGE_DISPLAY_MS);
    setDone(words);
    onAdded(outcome.result);
    return true;
  }

  return { add, errors, formError, done, saving };
}
