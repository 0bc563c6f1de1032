import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeReturnTo('?returnTo=/checkout')).toBe('/checkout');
    expect(safeReturnTo('?returnTo=%2Fproducts%3Fq%3Dtea')).toBe('/products?q=tea');
  });

  it.each(['?returnTo=https://evil.example', '?returnTo=//evil.example', '?returnTo=/\\evil', ''])(
    'falls back for %s',
    (search) => {
      expect(safeReturnTo(search, '/dashboard/account')).toBe('/dashboard/account');
    },
  );
});
