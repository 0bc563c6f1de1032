import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';
import type { DiscountRedemption, RedemptionPage } from './api/get-redemptions';
import { discountCodePath } from '../../lib/urls/discount-codes';

// Test data for the discount code pages, in the API's shapes. The dates are
// far from any day the tests run on, so a code's status never drifts.

export const CODE_ID = '5f0c2b9e-8a41-4c3d-9e6f-1a2b3c4d5e6f';
export const CODE_PATH = discountCodePath(CODE_ID);

export const LONG_AGO = '2020-01-01T09:00:00.000Z';
export const FAR_AHEAD = '2099-12-31T23:59:00.000Z';

/** SAVE10: 10% off dairy from £20, running since 2020 with no end, 3 of 100 uses. */
export function aDiscountCode(change: Partial<OperatorDiscountCode> = {}): OperatorDiscountCode {
  return {
    id: CODE_ID,
    code: 'SAVE10',
    kind: 'percent',
    percentOff: 10,
    amountOffMinor: null,
    description: '10% off Dairy',
    minSpendMinor: 2000,
    startsAt: LONG_AGO,
    endsAt: null,
    maxUses: 100,
    maxUsesPerCustomer: 1,
    categories: [{ id: 3, name: 'Dairy' }],
    paused: false,
    uses: 3,
    discountGivenMinor: 745,
    currency: 'GBP',
    createdAt: '2019-12-20T10:00:00.000Z',
    ...change,
  };
}

export function aRedemption(
  n: number,
  change: Partial<DiscountRedemption> = {},
): DiscountRedemption {
  return {
    orderId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    orderNumber: `CM-${String(n).padStart(6, '0')}`,
    orderStatus: 'completed',
    customer: { id: 'u-3', name: 'Ada Lovelace' },
    discountMinor: 250,
    at: '2025-03-02T10:00:00.000Z',
    ...change,
  };
}

/** A page of the orders that used a code: 25 a page. */
export function aRedemptionPage(
  items: DiscountRedemption[],
  total = items.length,
  page = 1,
): RedemptionPage {
  return { items, page, pageSize: 25, total };
}

/** The JSON body of a request the mock API saw. */
export const bodyOf = (data: unknown) => JSON.parse(data as string) as unknown;
