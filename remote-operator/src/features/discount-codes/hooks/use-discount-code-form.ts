import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';
import { inFormTerms, readingSchema, useMutation, useSchemaForm } from '@storefront/ui';
import { createDiscountCode } from '../api/create-discount-code';
import { NEW_DISCOUNT_CODE, readDiscountCodeForm } from '../lib/read-discount-code-form';

// The schemas (zod) load when the form is first sent, not with the page.
const loadContracts = () =>
  import(/* webpackPrefetch: true */ '@storefront/shared/operator-contracts');

/** The form's fields in the order they appear; each is an input's name. */
export const DISCOUNT_CODE_FIELDS = [
  'code',
  'kind',
  'percentOff',
  'amountOff',
  'minSpend',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerCustomer',
  'categoryIds',
] as const;

/**
 * The API's money fields are in minor units, the form's typed as money (5.50);
 * and the schema's range messages start with the API's field name
 * ('percentOff is at most 100'), where the operator reads the form's words.
 */
const TERMS = {
  fieldOf: { amountOffMinor: 'amountOff', minSpendMinor: 'minSpend' },
  words: {
    percentOff: 'The percentage off',
    amountOffMinor: 'The amount off',
    minSpendMinor: 'The minimum spend',
    startsAt: 'The start',
    endsAt: 'The end',
    maxUses: 'Total uses',
    maxUsesPerCustomer: 'Uses per customer',
  },
};

/**
 * Checks a new code with the API's own schema and creates it; the API's
 * refusals (a code already taken, a bad field) show beside their fields.
 */
export function useDiscountCodeForm(onCreated: (created: OperatorDiscountCode) => void) {
  const form = useSchemaForm({
    fields: DISCOUNT_CODE_FIELDS,
    initial: NEW_DISCOUNT_CODE,
    schema: async () =>
      readingSchema((await loadContracts()).discountCodeInputSchema, readDiscountCodeForm, TERMS),
  });
  const create = useMutation(createDiscountCode, {
    busy: (input) => ({ title: 'Creating the discount code', subtitle: input.code }),
    success: (created) => `${created.code} created`,
  });

  const submit = form.handleSubmit(async (input) => {
    const outcome = inFormTerms(await create.mutate(input), TERMS);
    if (outcome.ok) onCreated(outcome.result);
    return outcome;
  });

  return { ...form, submit };
}
