import { useState, type FormEvent } from 'react';
import type { OperatorProduct, VariantInput } from '@storefront/shared/operator-contracts';
import { useMutation, useSchemaForm } from '@storefront/ui';
import { createVariant } from '../api/create-variant';
import { onOptionInputs, optionFormSchema, optionKeys, optionList } from '../lib/option-errors';
import { readPrice } from '../lib/price';
import { productName } from '../lib/variants';

const loadContracts = () => import('@storefront/shared/operator-contracts');

const addedWords = (variant: OperatorProduct) =>
  `${productName(variant)} added, with no stock yet.`;

/** The form of a new variant, checked with the API's schema, that adds it to the product's family. */
export function useAddVariant(
  product: OperatorProduct,
  onAdded: (variant: OperatorProduct) => void,
) {
  const count = product.optionNames.length;
  // The list's own key first: an error about the values together focuses the first of them.
  const fields = [...optionKeys('optionValues', count), 'sku', 'price', 'gtin'];
  const empty = Object.fromEntries(fields.map((field) => [field, ''])) as Record<string, string>;
  const form = useSchemaForm({
    fields,
    initial: empty,
    schema: async () =>
      optionFormSchema((await loadContracts()).variantInputSchema, (values: typeof empty) => {
        const price = readPrice(values.price ?? '');
        return {
          input: {
            sku: values.sku,
            priceMinor: 'priceMinor' in price ? price.priceMinor : undefined,
            optionValues: optionList(values, 'optionValues', count),
            gtin: values.gtin,
          },
          problems: { price: 'problem' in price ? price.problem : undefined },
        };
      }),
  });
  const [done, setDone] = useState<string | null>(null);
  const create = useMutation((input: VariantInput) => createVariant(product.id, input), {
    busy: (input) => ({
      title: 'Adding the variant',
      subtitle: productName({ name: product.name, optionValues: input.optionValues }),
    }),
    success: addedWords,
  });

  const send = form.handleSubmit(async (input) => {
    const outcome = onOptionInputs(await create.mutate(input));
    if (outcome.ok) {
      form.setValues(empty);
      setDone(addedWords(outcome.result));
      onAdded(outcome.result);
    }
    return outcome;
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    setDone(null);
    void send(event);
  }

  return { form, submit, done };
}
