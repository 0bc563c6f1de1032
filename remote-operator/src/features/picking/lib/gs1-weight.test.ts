import { withCheckDigit } from '@storefront/shared/operator-contracts';
import {
  itemReferenceOf,
  labelGrams,
  parseScaleLabel,
  readScaleLabel,
  sameItem,
} from './gs1-weight';

/** A scale's label: prefix, item reference, 5-digit value, and the check digit that completes it. */
const label = (prefix: number, item: string, value: number) =>
  withCheckDigit(`${prefix}${item}${String(value).padStart(5, '0')}`);

describe('GS1 variable-measure codes', () => {
  it('reads a weight label (20–24) as grams, and a price label (25–29) as pence', () => {
    expect(label(20, '12345', 1262)).toBe('2012345012622');
    expect(parseScaleLabel('2012345012622')).toEqual({
      itemReference: '12345',
      carries: 'grams',
      value: 1262,
    });
    expect(parseScaleLabel(label(24, '12345', 500))).toMatchObject({ carries: 'grams' });
    expect(parseScaleLabel(label(25, '12345', 123))).toEqual({
      itemReference: '12345',
      carries: 'price',
      value: 123,
    });
    expect(parseScaleLabel(label(29, '00001', 99999))).toMatchObject({ carries: 'price' });
  });

  it('refuses a bad check digit, another length, and an ordinary EAN', () => {
    const good = label(25, '12345', 123);
    const bad = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
    expect(parseScaleLabel(bad)).toBeNull();
    expect(parseScaleLabel('201234501262')).toBeNull();
    expect(parseScaleLabel(withCheckDigit('501234567890'))).toBeNull();
  });

  it('a label names only a product whose own code is a scale code with its item reference', () => {
    const measure = parseScaleLabel(label(20, '12345', 1262))!;
    expect(itemReferenceOf(label(20, '12345', 0))).toBe('12345');
    expect(sameItem(measure, label(20, '12345', 0))).toBe(true);
    // The reference is the item, whatever the prefix says the value carries.
    expect(sameItem(measure, label(25, '12345', 0))).toBe(true);
    expect(sameItem(measure, label(20, '22222', 0))).toBe(false);
    // An ordinary GTIN, or none, has no reference: no label is taken for it.
    expect(itemReferenceOf('5012345678900')).toBeNull();
    expect(sameItem(measure, '5012345678900')).toBe(false);
    expect(sameItem(measure, null)).toBe(false);
  });

  it('turns a price into whole grams at the price per kg, half up, and refuses no weight', () => {
    const price = (pence: number) => parseScaleLabel(label(25, '12345', pence))!;
    // 123p at £1.15 a kg: 1,069.57 g.
    expect(labelGrams(price(123), 115)).toBe(1070);
    // 3p at £2.40 a kg: 12.5 g, half up.
    expect(labelGrams(price(3), 240)).toBe(13);
    // 1p at £20.01 a kg: under half a gram.
    expect(labelGrams(price(1), 2001)).toBeNull();
    expect(labelGrams(price(0), 115)).toBeNull();
    expect(labelGrams(price(123), null)).toBeNull();
    expect(labelGrams(parseScaleLabel(label(20, '12345', 1262))!, null)).toBe(1262);
    expect(labelGrams(parseScaleLabel(label(20, '12345', 0))!, 115)).toBeNull();
  });

  it('reads a label at a product: its weight, or why not', () => {
    const bananas = { gtin: label(20, '12345', 0), pricePerKgMinor: 115 };
    const read = (code: string, product = bananas) =>
      readScaleLabel(parseScaleLabel(code)!, product);
    expect(read(label(21, '12345', 1262))).toEqual({ grams: 1262 });
    expect(read(label(26, '12345', 123))).toEqual({ grams: 1070 });
    expect(read(label(20, '22222', 1262))).toEqual({
      refusal: 'That scale label is for another item.',
    });
    expect(read(label(20, '12345', 1262), { gtin: '5012345678900', pricePerKgMinor: 115 })).toEqual(
      { refusal: 'That scale label is for another item.' },
    );
    expect(read(label(25, '12345', 1), { ...bananas, pricePerKgMinor: 2001 })).toEqual({
      refusal: "That label's price does not come to a weight.",
    });
    // 99999p at 1p a kg: far past what a line can weigh.
    expect(read(label(25, '12345', 99999), { ...bananas, pricePerKgMinor: 1 })).toEqual({
      refusal: 'The weight is 1 to 100000 grams.',
    });
  });
});
