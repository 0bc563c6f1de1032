import { PageData, Visitor } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { cartService, EMPTY_CART } from './cart-service';
import { loadVisitorCart } from './visitor-cart';

const line = (productId: number, quantity: number) => ({
  productId,
  quantity,
  slug: `p${productId}`,
  name: `Product ${productId}`,
  priceMinor: 100,
  stock: 10,
  image: 'x.svg',
});
const cartOf = (...lines: ReturnType<typeof line>[]) => ({
  lines,
  currency: 'GBP',
  itemCount: lines.reduce((sum, each) => sum + each.quantity, 0),
  subtotalMinor: lines.reduce((sum, each) => sum + each.quantity * 100, 0),
  adjustments: [],
});

/** The API as the server reaches it: the customer's cart by token, quotes for anyone. */
function api(carts: Record<string, ReturnType<typeof cartOf>>) {
  return mockApi({
    'GET /me/cart': (config) => {
      const token = config.headers.get('authKey') as string | undefined;
      return token && carts[token] ? [200, carts[token]] : [401, {}];
    },
    'POST /stores/38/cart/quote': (config) => {
      const { lines } = JSON.parse(config.data) as {
        lines: { productId: number; quantity: number }[];
      };
      return [200, cartOf(...lines.map((each) => line(each.productId, each.quantity)))];
    },
  }).sent;
}

const signal = new AbortController().signal;
const load = (visitor: Visitor) => loadVisitorCart(visitor, { signal, currency: 'GBP' });

describe('loadVisitorCart, on the server', () => {
  beforeEach(() => localStorage.clear());

  it('reads the signed-in customer’s cart with their own token', async () => {
    const sent = api({ 'tok-a': cartOf(line(1, 2)) });
    const visitor = new Visitor({ session: 'tok-a', cart: '5x1' });
    expect(await load(visitor)).toEqual({ cart: cartOf(line(1, 2)), signedIn: true });
    expect(sent.map((config) => config.headers.get('authKey'))).toEqual(['tok-a']);
    expect(visitor.personal).toBe(true);
  });

  it('treats a token the API refuses as no session, and quotes the cart cookie instead', async () => {
    const sent = api({});
    const visitor = new Visitor({ session: 'revoked', cart: '5x1.6x3' });
    const drawn = await load(visitor);
    expect(drawn.signedIn).toBe(false);
    expect(drawn.cart.lines.map((each) => [each.productId, each.quantity])).toEqual([
      [5, 1],
      [6, 3],
    ]);
    expect(visitor.sessionRejected).toBe(true);
    expect(visitor.hasSession).toBe(false);
    expect(JSON.parse(sent[1]!.data)).toEqual({
      lines: [
        { productId: 5, quantity: 1 },
        { productId: 6, quantity: 3 },
      ],
    });
    expect(sent[1]!.headers.has('authKey')).toBe(false);
  });

  it('draws an empty cart for a new visitor without asking the API', async () => {
    const sent = api({});
    const visitor = new Visitor({});
    expect(await load(visitor)).toEqual({
      cart: { ...cartOf(), currency: 'GBP' },
      signedIn: false,
    });
    expect(sent).toEqual([]);
    expect(visitor.personal).toBe(true);
  });

  it('rejects when the API fails, so the browser draws the page', async () => {
    mockApi({
      'GET /me/cart': () => {
        throw new Error('API down');
      },
    });
    await expect(load(new Visitor({ session: 'tok-a' }))).rejects.toThrow('API down');
  });

  it('leaves the process’s cart service alone', async () => {
    api({ 'tok-a': cartOf(line(1, 2)) });
    await load(new Visitor({ session: 'tok-a' }));
    expect(cartService.current()).toEqual(EMPTY_CART);
  });

  it('never puts the token in the page data the browser receives', async () => {
    api({ 'tok-secret': cartOf(line(1, 2)) });
    const visitor = new Visitor({ session: 'tok-secret', cart: '5x1' });
    const pageData = PageData.collecting(null, signal, visitor);
    pageData.request('cart', (abort) =>
      loadVisitorCart(visitor, { signal: abort, currency: 'GBP' }),
    );
    await pageData.settle();
    const json = JSON.stringify(pageData);
    expect(json).not.toContain('tok-secret');
    expect(JSON.parse(json)).toMatchObject({
      session: true,
      answers: { cart: { signedIn: true } },
    });
  });
});
