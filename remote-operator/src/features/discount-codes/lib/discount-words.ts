import { formatMoney } from '@storefront/shared';
import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';

/** '3 of 100' with a cap, '3' without. */
export const usesText = (code: OperatorDiscountCode) =>
  code.maxUses === null ? String(code.uses) : `${code.uses} of ${code.maxUses}`;

/** '£20.00', or 'None' when any basket qualifies. */
export const minSpendText = (code: OperatorDiscountCode) =>
  code.minSpendMinor === 0 ? 'None' : formatMoney(code.minSpendMinor, code.currency);

/** '1 use', '3 uses', or 'No limit'. */
export const perCustomerText = (code: OperatorDiscountCode) =>
  code.maxUsesPerCustomer === null
    ? 'No limit'
    : `${code.maxUsesPerCustomer} ${code.maxUsesPerCustomer === 1 ? 'use' : 'uses'}`;

/** 'Every category', or the names of the ones it is kept to. */
export const categoriesText = (code: OperatorDiscountCode) =>
  code.categories.length === 0
    ? 'Every category'
    : code.categories.map((category) => category.name).join(', ');
