import { useState } from 'react';
import { fieldErrors, loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import type { OperatorDiscountCode } from '@storefront/shared/contracts';
import { createDiscountCode } from '../api/create-discount-code';
import { readDiscountCodeForm, type DiscountCodeFormValues } from '../lib/read-discount-code-form';
import { focusFirstError, isOneOf, saveWithLoader } from '@storefront/ui';

// The schemas (zod) load when the form is first sent, not with the page.
const loadContracts = () => import(/* webpackPrefetch: true */ '@storefront/shared/contracts');

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
export type DiscountCodeField = (typeof DISCOUNT_CODE_FIELDS)[number];
export type DiscountCodeErrors = Partial<Record<DiscountCodeField, string>>;

/** The API's money fields are in minor units; the form's are typed as money (5.50). */
const FORM_FIELD_OF: Record<string, DiscountCodeField> = {
  amountOffMinor: 'amountOff',
  minSpendMinor: 'minSpend',
};

/** The field an API error names, in the form's terms. */
function formField(apiField: string | undefined): DiscountCodeField | undefined {
  const field = (apiField && FORM_FIELD_OF[apiField]) ?? apiField;
  return isOneOf(DISCOUNT_CODE_FIELDS, field) ? field : undefined;
}

// The schema's range messages start with the API's field name ('percentOff is
// at most 100'); the operator reads the form's words instead.
const FIELD_WORDS: Record<string, string> = {
  percentOff: 'The percentage off',
  amountOffMinor: 'The amount off',
  minSpendMinor: 'The minimum spend',
  startsAt: 'The start',
  endsAt: 'The end',
  maxUses: 'Total uses',
  maxUsesPerCustomer: 'Uses per customer',
};

function inFormWords(apiField: string, message: string): string {
  const words = FIELD_WORDS[apiField];
  return words && message.startsWith(`${apiField} `)
    ? words + message.slice(apiField.length)
    : message;
}

/**
 * Checks a new code with the API's own schema and creates it; the API's
 * refusals (a code already taken, a bad field) show beside their fields.
 */
export function useDiscountCodeForm(onCreated: (created: OperatorDiscountCode) => void) {
  const [errors, setErrors] = useState<DiscountCodeErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function show(found: DiscountCodeErrors, form: HTMLFormElement) {
    setErrors(found);
    focusFirstError(form, DISCOUNT_CODE_FIELDS, found);
  }

  async function save(values: DiscountCodeFormValues, form: HTMLFormElement) {
    setFormError(null);
    const { discountCodeInputSchema } = await loadContracts();
    const { input, problems } = readDiscountCodeForm(values);
    const parsed = discountCodeInputSchema.safeParse(input);
    const found: DiscountCodeErrors = {};
    if (!parsed.success) {
      for (const [apiField, message] of Object.entries(fieldErrors(parsed.error))) {
        const field = formField(apiField);
        if (field) found[field] ??= inFormWords(apiField, message);
      }
    }
    // What could not be read as a number or a date says so, not what the schema made of it.
    Object.assign(found, problems);
    if (!parsed.success || Object.keys(found).length > 0) {
      show(found, form);
      if (Object.keys(found).length === 0) setFormError('Check the form and try again.');
      return;
    }

    setErrors({});
    setSaving(true);
    const outcome = await saveWithLoader(
      { title: 'Creating the discount code', subtitle: parsed.data.code },
      () => createDiscountCode(parsed.data),
    );
    setSaving(false);
    if (!outcome.ok) {
      const { field: apiField, message } = outcome.failure;
      const field = formField(apiField);
      if (field && apiField) show({ [field]: inFormWords(apiField, message) }, form);
      else setFormError(message);
      return;
    }
    loaderService.success(`${outcome.result.code} created`, MESSAGE_DISPLAY_MS);
    onCreated(outcome.result);
  }

  return { save, errors, formError, saving };
}
