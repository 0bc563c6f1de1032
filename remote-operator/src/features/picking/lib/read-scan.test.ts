import { withCheckDigit, type WalkStop } from '@storefront/shared/operator-contracts';
import { STOPS } from '../picking-fixtures';
import { readScan } from './read-scan';
import { readWeight } from './read-weight';

const [bread, bananas, tea] = STOPS as [WalkStop, WalkStop, WalkStop];

/** A scale's label: prefix, item reference, 5-digit value, and the check digit that completes it. */
const label = (prefix: number, item: string, value: number) =>
  withCheckDigit(`${prefix}${item}${String(value).padStart(5, '0')}`);

/** A UPC-A, and the same code as an EAN-13 (a 0 before it). */
const UPC_A = withCheckDigit('04210000526');
const AS_EAN_13 = `0${UPC_A}`;

describe('readScan', () => {
  it('matches the stop’s GTIN, its SKU in any case when it has none, and refuses another code', () => {
    expect(readScan(bread, ' 5012345678900 ')).toEqual({ kind: 'match' });
    expect(readScan(bread, '5 012345 678900')).toEqual({ kind: 'match' });
    expect(readScan(bread, '5012345678901')).toEqual({
      kind: 'wrong',
      message: "That's not Sourdough Loaf: the code is for something else.",
    });
    expect(readScan(tea, 'drk-tea-eb')).toEqual({ kind: 'match' });
    expect(readScan(tea, '5012345678900').kind).toBe('wrong');
  });

  it('takes a UPC-A and its EAN-13 as one code, either way round', () => {
    expect(UPC_A).toHaveLength(12);
    const storedUpc = { ...bread, gtin: UPC_A };
    const storedEan = { ...bread, gtin: AS_EAN_13 };
    expect(readScan(storedUpc, AS_EAN_13)).toEqual({ kind: 'match' });
    expect(readScan(storedEan, UPC_A)).toEqual({ kind: 'match' });
    expect(readScan(storedUpc, `0-${UPC_A.slice(0, 6)} ${UPC_A.slice(6)}`)).toEqual({
      kind: 'match',
    });
    // An unrelated code is still another product.
    expect(readScan(storedUpc, '5012345678900').kind).toBe('wrong');
    expect(readScan(storedEan, withCheckDigit('04210000527')).kind).toBe('wrong');
  });

  it('at a weighed stop, takes its own scale label’s weight or price, and no other label', () => {
    // Its own code (value 00000): the picker is then asked the weight.
    expect(readScan(bananas, bananas.gtin!)).toEqual({ kind: 'match' });
    expect(readScan(bananas, label(20, '12345', 1262))).toEqual({ kind: 'weight', grams: 1262 });
    // 123p at £1.15 a kg.
    expect(readScan(bananas, label(25, '12345', 123))).toEqual({ kind: 'weight', grams: 1070 });
    expect(readScan(bananas, label(20, '22222', 1262))).toEqual({
      kind: 'wrong',
      message: 'That scale label is for another item.',
    });
    expect(readScan({ ...bananas, pricePerKgMinor: 2001 }, label(25, '12345', 1))).toEqual({
      kind: 'wrong',
      message: "That label's price does not come to a weight.",
    });
  });

  it('a weighed product with an ordinary GTIN takes no label: its weight is typed', () => {
    const loose = { ...bananas, gtin: '5099999000738' };
    expect(readScan(loose, '5099999000738')).toEqual({ kind: 'match' });
    expect(readScan(loose, label(20, '12345', 1262))).toEqual({
      kind: 'wrong',
      message: 'That scale label is for another item.',
    });
  });

  it('a label is no way to pick a product sold by the piece', () => {
    expect(readScan(bread, label(20, '12345', 1262))).toEqual({
      kind: 'wrong',
      message: "That's not Sourdough Loaf: the code is for something else.",
    });
  });
});

describe('readWeight', () => {
  it('takes whole grams typed, or the stop’s own scale label', () => {
    expect(readWeight(' 1262 ', bananas)).toBe(1262);
    expect(readWeight(label(20, '12345', 1100), bananas)).toBe(1100);
    expect(readWeight(label(25, '12345', 123), bananas)).toBe(1070);
  });

  it('says why a value is not a weight', () => {
    expect(readWeight('1.2', bananas)).toBe('Type the weight in whole grams.');
    expect(readWeight('0', bananas)).toBe('The weight is 1 to 100000 grams.');
    expect(readWeight(label(20, '22222', 1100), bananas)).toBe(
      'That scale label is for another item.',
    );
    expect(readWeight(label(20, '12345', 1100), { ...bananas, gtin: '5099999000738' })).toBe(
      'That scale label is for another item.',
    );
    const good = label(20, '12345', 1100);
    expect(readWeight(`${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`, bananas)).toBe(
      'That label does not carry a weight.',
    );
  });
});
