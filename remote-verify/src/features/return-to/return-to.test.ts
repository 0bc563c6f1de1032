import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a same-site path', () => {
    expect(safeReturnTo('?returnTo=/checkout')).toBe('/checkout');
  });

  it.each(['?returnTo=https://evil.example', '?returnTo=//evil.example', '?returnTo=/\\evil', ''])(
    'falls back to the dashboard for %s',
    (search) => {
      expect(safeReturnTo(search)).toBe('/dashboard/account');
    },
  );
});
