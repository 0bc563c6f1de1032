import { parseVariableMeasure, sameItem } from './gs1-weight';
import { readScan } from './read-scan';
import { STOPS } from '../picking-fixtures';

describe('GS1 variable-measure codes', () => {
  it('reads the item reference and the weight in grams from a prefix 20–24 code', () => {
    expect(parseVariableMeasure('2012345012622')).toEqual({ itemReference: '12345', grams: 1262 });
    expect(parseVariableMeasure('2422222012621'.slice(0, 12) + '0')).toBeNull();
  });

  it('refuses a bad check digit, a price code (25–29), another length, and an ordinary EAN', () => {
    expect(parseVariableMeasure('2012345012623')).toBeNull();
    expect(parseVariableMeasure('2512345012627')).toBeNull();
    expect(parseVariableMeasure('201234501262')).toBeNull();
    expect(parseVariableMeasure('5012345678900')).toBeNull();
  });

  it('matches the product’s own item reference, and any item when the product has no 2x code', () => {
    const measure = parseVariableMeasure('2012345012622')!;
    expect(sameItem(measure, '2012345000001')).toBe(true);
    expect(sameItem(measure, '2022222005005')).toBe(false);
    expect(sameItem(measure, '5012345678900')).toBe(true);
    expect(sameItem(measure, null)).toBe(true);
  });

  it('checks a code against a stop: its GTIN, its SKU in any case, or a weight code', () => {
    const [bread, bananas, tea] = STOPS;
    expect(readScan(bread!, ' 5012345678900 ')).toEqual({ kind: 'match' });
    expect(readScan(bread!, '5012345678901')).toEqual({
      kind: 'wrong',
      message: "That's not Sourdough Loaf: the code is for something else.",
    });
    expect(readScan(tea!, 'drk-tea-eb')).toEqual({ kind: 'match' });
    expect(readScan(bananas!, '2012345012622')).toEqual({ kind: 'weight', grams: 1262 });
    expect(readScan(bananas!, '2022222012621').kind).toBe('wrong');
    // A weight code is no way to pick a product sold by the piece.
    expect(readScan(bread!, '2012345012622').kind).toBe('wrong');
  });
});
