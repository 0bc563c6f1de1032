import { pageKeyFor, preload, renderOnServer } from './pages';

describe('pageKeyFor', () => {
  it.each([
    ['/login', 'login'],
    ['/register', 'register'],
    ['/claim', 'claim'],
    ['/forgot-password', 'login'],
    ['/reset-password', 'login'],
    ['/products', 'product-list'],
    ['/products/', 'product-list'],
    ['/products/12', 'product-detail'],
    ['/cart', 'cart'],
    ['/checkout', 'checkout'],
    ['/checkout/delivery', 'checkout'],
    ['/checkout/address', 'checkout'],
    ['/checkout/review', 'checkout'],
    ['/orders/8f1c/confirmation', 'order-confirmation'],
    ['/shop/corner-market', 'shop'],
    ['/terms', 'legal'],
    ['/privacy', 'legal'],
    ['/cookies', 'legal'],
  ])('%s opens %s', (path, key) => {
    expect(pageKeyFor(path)).toBe(key);
  });

  it.each([
    '/',
    '/no-such-page',
    '/products/12/reviews',
    '/cartography',
    '/terms/extra',
    '/checkouts',
  ])('%s has no page to fetch', (path) => {
    expect(pageKeyFor(path)).toBeNull();
  });
});

describe('preload', () => {
  it('fetches the page at a path, and settles at once for home', async () => {
    const cartPage = await preload('/cart');
    expect(cartPage).toHaveProperty('default');
    await expect(preload('/')).resolves.toBeUndefined();
  });
});

describe('renderOnServer', () => {
  it.each(['/', '/products', '/products/12', '/cart', '/terms', '/privacy', '/cookies'])(
    'lets the server draw %s',
    (path) => {
      expect(renderOnServer(path)).toBe(true);
    },
  );

  it.each(['/checkout', '/checkout/review', '/login', '/shop/corner-market', '/no-such-page'])(
    'keeps %s to the browser, which knows the customer',
    (path) => {
      expect(renderOnServer(path)).toBe(false);
    },
  );
});
