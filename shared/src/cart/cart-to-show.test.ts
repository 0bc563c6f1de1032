import { hasCartToShow } from './cart-to-show';

describe('hasCartToShow', () => {
  beforeEach(() => localStorage.clear());

  it('is false for a new visitor, and for one whose cart was emptied', () => {
    expect(hasCartToShow()).toBe(false);
    localStorage.setItem('cart', '[]');
    expect(hasCartToShow()).toBe(false);
  });

  it.each([
    ['a session', 'token', 'tok-ada'],
    ['an anonymous cart’s lines', 'cart', '[{"id":12,"quantity":2}]'],
    ['an anonymous cart’s code', 'cartDiscountCode', 'SPRING-10'],
  ])('is true with %s', (_case, key, value) => {
    localStorage.setItem(key, value);
    expect(hasCartToShow()).toBe(true);
  });
});
