import { apportion } from '../../lib/apportion';
import { priceDiscount, type DiscountCodeFacts } from './price-discount';

const now = new Date('2026-11-27T12:00:00Z');

const code = (facts: Partial<DiscountCodeFacts> = {}): DiscountCodeFacts => ({
  id: 'code-1',
  code: 'SAVE10',
  kind: 'percent',
  percentOff: 10,
  amountOffMinor: null,
  minSpendMinor: 0,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  uses: 0,
  paused: false,
  categoryIds: [],
  customerUses: 0,
  ...facts,
});

const dairy = (lineTotalMinor: number) => ({ categoryId: 1, lineTotalMinor });
const bakery = (lineTotalMinor: number) => ({ categoryId: 2, lineTotalMinor });

describe('priceDiscount', () => {
  it('takes a percentage off every line, rounded to the nearest minor unit', () => {
    expect(priceDiscount(code(), [dairy(1005), bakery(500)], now)).toEqual({
      status: 'applies',
      eligibleSubtotalMinor: 1505,
      discountMinor: 151,
      lineDiscountsMinor: [101, 50],
    });
  });

  it('takes a fixed amount, never more than the eligible goods', () => {
    const fiver = code({ kind: 'amount', percentOff: null, amountOffMinor: 500 });
    expect(priceDiscount(fiver, [dairy(1200)], now)).toMatchObject({ discountMinor: 500 });
    expect(priceDiscount(fiver, [dairy(300)], now)).toMatchObject({
      discountMinor: 300,
      lineDiscountsMinor: [300],
    });
  });

  it('applies only to its categories, and counts the minimum spend on them', () => {
    const dairyOnly = code({ categoryIds: [1], minSpendMinor: 1000 });
    expect(priceDiscount(dairyOnly, [dairy(1000), bakery(5000)], now)).toEqual({
      status: 'applies',
      eligibleSubtotalMinor: 1000,
      discountMinor: 100,
      lineDiscountsMinor: [100, 0],
    });
    expect(priceDiscount(dairyOnly, [dairy(999), bakery(5000)], now)).toEqual({
      status: 'refused',
      reason: 'minimum_not_met',
      eligibleSubtotalMinor: 999,
    });
    expect(priceDiscount(dairyOnly, [bakery(5000)], now)).toMatchObject({
      reason: 'not_applicable',
    });
  });

  it.each([
    ['paused', { paused: true }],
    ['not_started', { startsAt: new Date('2026-11-28T00:00:00Z') }],
    ['expired', { endsAt: now }],
    ['used_up', { maxUses: 3, uses: 3 }],
    ['already_used', { maxUsesPerCustomer: 1, customerUses: 1 }],
  ] as const)('refuses a code that is %s', (reason, facts) => {
    expect(priceDiscount(code(facts), [dairy(1000)], now)).toMatchObject({
      status: 'refused',
      reason,
    });
  });

  it('applies up to the last use and the last moment', () => {
    const capped = code({ maxUses: 3, uses: 2, maxUsesPerCustomer: 2, customerUses: 1 });
    expect(priceDiscount(capped, [dairy(1000)], now).status).toBe('applies');
    const endsSoon = code({ endsAt: new Date(now.getTime() + 1) });
    expect(priceDiscount(endsSoon, [dairy(1000)], now).status).toBe('applies');
  });
});

describe('apportion', () => {
  it('adds up to the amount exactly, giving the odd units to the largest remainders', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(7, [0, 10, 30])).toEqual([0, 2, 5]);
    expect(apportion(5, [0, 0])).toEqual([0, 0]);
  });
});
