import { mockApi } from '@storefront/shared/testing';
import {
  httpClient,
  isAxiosError,
  sessionStore,
  useApi,
  usePageData,
  type ServerRemoteAppModule,
} from '@storefront/shared';
import { provide } from '../features/remotes/api/remote-loader';
import { renderPage } from './render-page';

const STORE = {
  id: 38,
  name: 'Corner Market',
  currency: 'GBP',
  shopLink: 'corner-market',
  description: 'A neighbourhood grocer.',
};

const cartLine = (name: string, quantity: number) => ({
  productId: name.length,
  slug: name.toLowerCase(),
  name,
  priceMinor: 100,
  quantity,
  stock: 10,
  image: 'x.svg',
});

// Each customer's cart, by token, and how long the API takes to answer it.
const CARTS: Record<string, { lines: ReturnType<typeof cartLine>[]; delayMs: number }> = {
  'tok-ada': { lines: [cartLine('Oat milk', 2)], delayMs: 40 },
  'tok-bo': { lines: [cartLine('Rye bread', 1)], delayMs: 5 },
};

const answerAfter = (delayMs: number) => new Promise((resolve) => setTimeout(resolve, delayMs));

/** The API as the drawn pages meet it: the store, a product, and each customer's cart by token. */
const answerApi = () =>
  mockApi({
    'GET /stores/38': [200, STORE],
    'GET /products/7': [200, { name: 'Earl Grey', about: 'Black tea.' }],
    'GET /me/cart': async (config) => {
      const cart = CARTS[config.headers.get('authKey') as string];
      if (!cart) return [401, { error: { code: 'UNAUTHORIZED', message: 'Sign in' } }];
      await answerAfter(cart.delayMs);
      return [
        200,
        {
          lines: cart.lines,
          currency: 'GBP',
          itemCount: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
          subtotalMinor: 0,
          adjustments: [],
        },
      ];
    },
  });

type Line = ReturnType<typeof cartLine>;

/**
 * A remote whose one page shows the visitor's own cart, read with their token
 * (the process has none), as the storefront's cart page reads it.
 */
function CartLines() {
  const visitor = usePageData()!.visitor!;
  const { data } = useApi('cart', async (signal) => {
    if (!visitor.token) return null;
    try {
      const headers = { authKey: visitor.token };
      const response = await httpClient.get<{ lines: Line[] }>('/me/cart', { signal, headers });
      return response.data.lines;
    } catch (error) {
      if (!isAxiosError(error) || error.response?.status !== 401) throw error;
      visitor.rejectSession();
      return null;
    }
  });
  if (data === undefined) return <p>Loading your cart</p>;
  return (
    <ul aria-label={data ? 'Your lines' : 'Anonymous lines'}>
      {data?.map((line) => (
        <li key={line.productId}>{`${line.name} × ${line.quantity}`}</li>
      ))}
    </ul>
  );
}

function remoteShowing(Page: () => React.ReactElement): ServerRemoteAppModule {
  return { default: Page, renderOnServer: () => true };
}

/** Draws `url` with `module` as the storefront's build, as createPageRenderer provides it. */
function draw(url: string, module: ServerRemoteAppModule, session?: string) {
  provide('storefront', module);
  return renderPage({
    url,
    remote: { name: 'storefront', module },
    signal: AbortSignal.timeout(5000),
    visitor: { session },
    origin: 'https://shop.example',
  });
}

describe('renderPage', () => {
  beforeAll(() => {
    answerApi();
    // The server has no device storage: a token comes only from the visitor's cookie.
    localStorage.clear();
  });

  it('draws two customers’ carts at once, each with their own lines', async () => {
    const cartPage = remoteShowing(CartLines);
    // Ada's answer arrives after Bo's, though her drawing started first.
    const [ada, bo] = await Promise.all([
      draw('/cart', cartPage, 'tok-ada'),
      draw('/cart', cartPage, 'tok-bo'),
    ]);
    expect(ada!.html).toContain('Oat milk × 2');
    expect(ada!.html).not.toContain('Rye bread');
    expect(bo!.html).toContain('Rye bread × 1');
    expect(bo!.html).not.toContain('Oat milk');
    expect([ada!.personal, bo!.personal]).toEqual([true, true]);
  });

  it('publishes nothing of a customer into the process’s session, nor their token into the page', async () => {
    const page = await draw('/cart', remoteShowing(CartLines), 'tok-ada');
    expect(sessionStore.current('auth')).toBe(false);
    expect(sessionStore.current('cartMessage')).toBeNull();
    expect(JSON.stringify(page!.pageData)).not.toContain('tok-ada');
  });

  it('draws a visitor whose token the API refuses as anonymous, and says so', async () => {
    const page = await draw('/cart', remoteShowing(CartLines), 'tok-revoked');
    expect(page!.html).toContain('aria-label="Anonymous lines"');
    expect(page!.sessionRejected).toBe(true);
    expect(page!.pageData.toJSON().session).toBe(false);
  });

  it('draws the store from the page’s own data and keeps none in the process’s session store', async () => {
    const page = await draw(
      '/',
      remoteShowing(() => <h1>Home</h1>),
    );
    expect(page!.html).toContain('<h2>Corner Market</h2>');
    expect(sessionStore.current('store')).toBeNull();
  });

  it('tells a page that never read the visitor from one drawn for them', async () => {
    const home = await draw(
      '/',
      remoteShowing(() => <h1>Corner Market, online</h1>),
      'tok-ada',
    );
    expect(home).toMatchObject({ personal: false, sessionRejected: false });
    expect(home!.pageData.toJSON().session).toBe(true);
  });

  it('tells a page that looked for the visitor’s cookies and found none: the same for all without them', async () => {
    const cart = await draw('/cart', remoteShowing(CartLines));
    expect(cart!.html).toContain('aria-label="Anonymous lines"');
    expect(cart).toMatchObject({ personal: false, sessionRejected: false });
  });
});

describe('renderPage head', () => {
  beforeAll(() => {
    answerApi();
  });

  /** A product page whose remote describes it from the answer it was drawn with. */
  function ProductName() {
    const { data } = useApi('product-7', async () => {
      const response = await httpClient.get<{ name: string; about: string }>('/products/7');
      return response.data;
    });
    return <h1>{data?.name ?? 'Loading'}</h1>;
  }
  const productPage: ServerRemoteAppModule = {
    default: ProductName,
    renderOnServer: () => true,
    pageHead: ({ url, answer }) => {
      const product = answer('product-7') as { name: string; about: string } | undefined;
      return product
        ? { description: product.about, structuredData: { '@type': 'Product', url } }
        : null;
    },
  };

  it('describes a page as its remote does, from its answers, with its own absolute URL', async () => {
    const page = await draw('/products/7?from=home', productPage);
    expect(page!.html).toContain('Earl Grey');
    expect(page!.head).toBe(
      '<link rel="canonical" href="https://shop.example/products/7?from=home">' +
        '<meta name="description" content="Black tea.">' +
        '<script type="application/ld+json">' +
        '{"@type":"Product","url":"https://shop.example/products/7?from=home"}</script>',
    );
  });

  it('starts the page’s own URL with the origin it is given, whatever host the path names', async () => {
    const page = await draw('//evil.example/products/7', productPage);
    expect(page!.head).toContain('<link rel="canonical" href="https://shop.example/products/7">');
    expect(page!.head).toContain('"url":"https://shop.example/products/7"');
    expect(page!.head).not.toContain('evil.example');
  });

  it('names the page’s own path as canonical when its remote gives one (an older link to a variant)', async () => {
    const page = await draw('/products/73', {
      ...productPage,
      pageHead: () => ({ canonicalPath: '/products/7?variant=73' }),
    });
    expect(page!.head).toContain(
      '<link rel="canonical" href="https://shop.example/products/7?variant=73">',
    );
  });

  it('describes a page its remote says nothing about with the store’s description', async () => {
    const page = await draw(
      '/',
      remoteShowing(() => <h1>Home</h1>),
    );
    expect(page!.head).toBe(
      '<link rel="canonical" href="https://shop.example/">' +
        '<meta name="description" content="A neighbourhood grocer.">',
    );
  });
});
