import {
  formatCartCookie,
  mirrorCartInCookie,
  parseCartCookie,
  parseCartCookieCode,
} from './cart-cookie';

describe('the cart cookie', () => {
  afterEach(() => mirrorCartInCookie([]));

  it('holds each line’s product and quantity, and reads back the same', () => {
    const lines = [
      { productId: 12, quantity: 2 },
      { productId: 15, quantity: 1 },
    ];
    expect(formatCartCookie(lines)).toBe('12x2.15x1');
    expect(parseCartCookie('12x2.15x1')).toEqual(lines);
  });

  it('holds at most 99 lines, as many as a quote takes', () => {
    const lines = Array.from({ length: 120 }, (_, index) => ({
      productId: index + 1,
      quantity: 1,
    }));
    expect(parseCartCookie(formatCartCookie(lines))).toHaveLength(99);
  });

  it.each([undefined, null, '', 'garbage', '0x1', '12x0', '12x100', '-1x2', '12x2x3', '12x2,15x1'])(
    'reads no line from %j',
    (value) => {
      expect(parseCartCookie(value)).toEqual([]);
    },
  );

  it('keeps the lines it can read from a cookie edited by hand', () => {
    expect(parseCartCookie('12x2.<script>.15x99')).toEqual([
      { productId: 12, quantity: 2 },
      { productId: 15, quantity: 99 },
    ]);
  });

  it('carries the cart’s discount code after its lines, and only a code a code can be', () => {
    const lines = [{ productId: 12, quantity: 2 }];
    expect(formatCartCookie(lines, 'SPRING-10')).toBe('12x2~SPRING-10');
    expect(parseCartCookie('12x2~SPRING-10')).toEqual(lines);
    expect(parseCartCookieCode('12x2~SPRING-10')).toBe('SPRING-10');
    expect(formatCartCookie([], 'SPRING-10')).toBe('');
    for (const value of [undefined, '12x2', '12x2~', '12x2~<b>', '12x2~spring', '12x2~AB'])
      expect(parseCartCookieCode(value)).toBeNull();
  });

  it('is written for the whole site and cleared when the cart empties', () => {
    mirrorCartInCookie([{ productId: 7, quantity: 3 }], 'SAVE-5');
    expect(document.cookie).toBe('cart=7x3~SAVE-5');
    mirrorCartInCookie([]);
    expect(document.cookie).toBe('');
  });
});
