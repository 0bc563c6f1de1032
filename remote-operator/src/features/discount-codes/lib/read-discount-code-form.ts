import type { DiscountKind } from '@storefront/shared/contracts';
import type { DiscountCodeInput } from '@storefront/shared/operator-contracts';
import { parseAmount } from '../../../lib/money-input';
import { isoFromDateTimeInput } from './date-time-input';

/** What the new-code form holds: its inputs' text, the kind chosen and the categories ticked. */
export interface DiscountCodeFormValues {
  code: string;
  kind: DiscountKind;
  percentOff: string;
  /** In pounds, e.g. '5.00'. */
  amountOff: string;
  minSpend: string;
  /** datetime-local values: '2025-04-01T09:00', or '' for straight away / no end. */
  startsAt: string;
  endsAt: string;
  /** '' for no limit. */
  maxUses: string;
  maxUsesPerCustomer: string;
  categoryIds: number[];
}

export const NEW_DISCOUNT_CODE: DiscountCodeFormValues = {
  code: '',
  kind: 'percent',
  percentOff: '',
  amountOff: '',
  minSpend: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  // One use each is what most offers mean; the operator clears it for no limit.
  maxUsesPerCustomer: '1',
  categoryIds: [],
};

/** The typed fields, each read (into a number, a date) before the schema sees it. */
type TypedField = Exclude<keyof DiscountCodeFormValues, 'kind' | 'categoryIds'>;
type Problems = Partial<Record<TypedField, string>>;

const AMOUNT_FORMAT = 'Enter an amount such as 5 or 5.50';
const DATE_FORMAT = 'Enter a date and a time';
const LIMIT_FORMAT = 'Enter a whole number, or leave it empty for no limit';

/** '' → null (no limit); '100' → 100; undefined when it is not a whole number. */
function readLimit(text: string): number | null | undefined {
  const value = text.trim();
  if (!value) return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * The form's values as the API's input, with what could not be read (a
 * missing code, a percentage that is not a whole number, an amount that is
 * not money, a missing amount for the kind chosen) by field. Only the chosen
 * kind's amount is sent; the schema checks the rest.
 */
export function readDiscountCodeForm(values: DiscountCodeFormValues): {
  input: Record<keyof DiscountCodeInput, unknown>;
  problems: Problems;
} {
  const problems: Problems = {};
  if (!values.code.trim()) problems.code = 'Enter a code';

  let percentOff: number | null = null;
  let amountOffMinor: number | null = null;
  if (values.kind === 'percent') {
    const text = values.percentOff.trim().replace(/%$/, '').trim();
    if (!text) problems.percentOff = 'Enter the percentage off';
    else if (/^\d{1,3}$/.test(text)) percentOff = Number(text);
    else problems.percentOff = 'Enter a whole number of percent, e.g. 10';
  } else {
    const text = values.amountOff.trim();
    amountOffMinor = parseAmount(text);
    if (!text) problems.amountOff = 'Enter the amount off';
    else if (amountOffMinor === null) problems.amountOff = AMOUNT_FORMAT;
  }

  let minSpendMinor: number | null = 0;
  if (values.minSpend.trim()) {
    minSpendMinor = parseAmount(values.minSpend);
    if (minSpendMinor === null) problems.minSpend = AMOUNT_FORMAT;
  }

  const startsAt = values.startsAt ? isoFromDateTimeInput(values.startsAt) : undefined;
  if (startsAt === null) problems.startsAt = DATE_FORMAT;
  const endsAt = values.endsAt ? isoFromDateTimeInput(values.endsAt) : null;
  if (values.endsAt && endsAt === null) problems.endsAt = DATE_FORMAT;

  const maxUses = readLimit(values.maxUses);
  if (maxUses === undefined) problems.maxUses = LIMIT_FORMAT;
  const maxUsesPerCustomer = readLimit(values.maxUsesPerCustomer);
  if (maxUsesPerCustomer === undefined) problems.maxUsesPerCustomer = LIMIT_FORMAT;

  return {
    input: {
      code: values.code,
      kind: values.kind,
      percentOff,
      amountOffMinor,
      minSpendMinor: minSpendMinor ?? undefined,
      startsAt: startsAt ?? undefined,
      endsAt,
      maxUses: maxUses ?? null,
      maxUsesPerCustomer: maxUsesPerCustomer ?? null,
      categoryIds: values.categoryIds,
    },
    problems,
  };
}
