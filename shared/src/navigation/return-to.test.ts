import { safeReturnTo, signInPath } from './return-to';

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

describe('never returning to the sign-in pages', () => {
  it.each([
    '?returnTo=/login',
    '?returnTo=%2Flogin%3FreturnTo%3D%252Fcart',
    '?returnTo=/register?ref=X',
    '?returnTo=/claim',
    '?returnTo=/forgot-password',
    '?returnTo=%2Freset-password%3Ftoken%3Dabc',
  ])('falls back for %s', (search) => {
    expect(safeReturnTo(search, '/')).toBe('/');
  });
});

describe('signInPath', () => {
  it('returns to the page the link was followed from', () => {
    expect(signInPath('/dashboard/wallet', '')).toBe('/login?returnTo=%2Fdashboard%2Fwallet');
    expect(signInPath('/products', '?q=tea')).toBe('/login?returnTo=%2Fproducts%3Fq%3Dtea');
  });

  it('keeps the pending returnTo when followed from the sign-in page itself', () => {
    expect(signInPath('/login', '?returnTo=%2Fdashboard%2Fwallet')).toBe(
      '/login?returnTo=%2Fdashboard%2Fwallet',
    );
    expect(signInPath('/register', '')).toBe('/login?returnTo=%2F');
    expect(signInPath('/claim', '?returnTo=%2Fcart')).toBe('/login?returnTo=%2Fcart');
  });
});
