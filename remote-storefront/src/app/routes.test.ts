import { pageAt, pages, preload, renderOnServer, STOREFRONT_ROUTES } from './routes';

describe('the storefront route table', () => {
  it.each([
    ['/', 'home'],
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
  ])('%s opens %s', (path, page) => {
    expect(pageAt(path).page).toBe(page);
  });

  it.each(['/no-such-page', '/products/12/reviews', '/cartography', '/terms/extra', '/checkouts'])(
    '%s opens the not-found page',
    (path) => {
      expect(pageAt(path).page).toBe('not-found');
    },
  );

  it('gives the path’s parameters', () => {
    expect(pageAt('/products/12').params).toEqual({ productId: '12' });
  });

  it('reaches every page that loads on demand, so none is fetched that no path opens', () => {
    const routed = new Set(STOREFRONT_ROUTES.map((route) => route.page));
    expect(pages.keys.filter((page) => !routed.has(page))).toEqual([]);
  });

  it('lists each path once', () => {
    const paths = STOREFRONT_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('preload', () => {
  it('fetches the page at a path, and settles at once for home and unknown paths', async () => {
    const cartPage = await preload('/cart');
    expect(cartPage).toHaveProperty('default');
    await expect(preload('/')).resolves.toBeUndefined();
    await expect(preload('/no-such-page')).resolves.toBeUndefined();
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
