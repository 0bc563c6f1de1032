import { useState, type FormEvent } from 'react';
import type { OperatorProduct, ProductInput } from '@storefront/shared/operator-contracts';
import { useMutation, useSchemaForm } from '@storefront/ui';
import { updateProduct } from '../api/update-product';
import { onOptionInputs, optionFormSchema, optionKeys, optionList } from '../lib/option-errors';
import { productFields } from './use-product-form';

const loadContracts = () => import('@storefront/shared/operator-contracts');

/** The product's saved details: failing today's checks, they are for the details form to fix. */
const DETAIL_FIELDS = productFields(0);

/** The form's fields in the order its inputs appear, name then value per option; the details after. */
function optionFields(count: number): string[] {
  const [names, ...nameInputs] = optionKeys('optionNames', count);
  const [values, ...valueInputs] = optionKeys('optionValues', count);
  return [
    names!,
    values!,
    ...nameInputs.flatMap((name, index) => [name, valueInputs[index]!]),
    ...DETAIL_FIELDS,
  ];
}

const emptyRow = (index: number) => ({
  [`optionNames.${index}`]: '',
  [`optionValues.${index}`]: '',
});

/**
 * Gives a product its options: the product as it is saved, with option names
 * and its own value of each, through the same PUT as its details. Each option
 * is a row of the form (up to three), added and removed here.
 */
export function useProductOptions(
  product: OperatorProduct,
  onSaved: (product: OperatorProduct) => void,
) {
  const [count, setCount] = useState(1);
  const form = useSchemaForm({
    fields: optionFields(count),
    initial: emptyRow(0) as Record<string, string>,
    schema: async () =>
      optionFormSchema(
        (await loadContracts()).productInputSchema,
        (values: Record<string, string>) => ({
          input: {
            sku: product.sku,
            name: product.name,
            description: product.description,
            categoryId: product.categoryId,
            priceMinor: product.priceMinor,
            vatRateBasisPoints: product.vatRateBasisPoints,
            unit: product.unit,
            estimatedWeightGrams: product.estimatedWeightGrams,
            gtin: product.gtin,
            published: product.published,
            featured: product.featured,
            optionNames: optionList(values, 'optionNames', count),
            optionValues: optionList(values, 'optionValues', count),
          } satisfies Required<ProductInput>,
          problems: {},
        }),
      ),
  });
  const update = useMutation((input: ProductInput) => updateProduct(product.id, input), {
    busy: () => ({ title: 'Saving the options', subtitle: product.name }),
    success: () => `${product.name} now has options`,
  });

  const send = form.handleSubmit(async (input) => {
    const outcome = onOptionInputs(await update.mutate(input));
    if (outcome.ok) onSaved(outcome.result);
    return outcome;
  });

  function addRow() {
    form.setValues((current) => ({ ...current, ...emptyRow(count) }));
    setCount(count + 1);
  }

  /** Later rows move up one, keeping what was typed in them. */
  function removeRow(index: number) {
    form.setValues((current) => {
      const next = { ...current };
      for (let at = index; at < count - 1; at++) {
        next[`optionNames.${at}`] = current[`optionNames.${at + 1}`] ?? '';
        next[`optionValues.${at}`] = current[`optionValues.${at + 1}`] ?? '';
      }
      delete next[`optionNames.${count - 1}`];
      delete next[`optionValues.${count - 1}`];
      return next;
    });
    setCount(count - 1);
  }

  const detailsError = DETAIL_FIELDS.map((field) => form.errors[field]).find(Boolean);

  return {
    form,
    count,
    addRow,
    removeRow,
    submit: (event: FormEvent<HTMLFormElement>) => void send(event),
    /** What stops the save that the form does not show beside an input. */
    alert: form.formError ?? detailsError,
  };
}
