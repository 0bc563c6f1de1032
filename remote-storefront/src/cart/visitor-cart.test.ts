import { PageData, Visitor } from '@storefront/shared';
import type { CartDiscount } from '@storefront/shared/contracts';
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
  discount: null as CartDiscount | null,
});
/** SAVE10 as the quote prices it: 10% off the lines sent. */
const save10 = (cart: ReturnType<typeof cartOf>): CartDiscount => ({
  code: 'SAVE10',
  description: '10% off',
  discountMinor: cart.subtotalMinor / 10,
  notApplying: null,
});

/**
 * The API as the server reaches it: the customer's cart by token, quotes for
 * anyone, pricing the code sent with the lines.
 */
function api(carts: Record<string, ReturnType<typeof cartOf>>) {
  return mockApi({
    'GET /me/cart': (config) => {
      const token = config.headers.get('authKey') as string | undefined;
      return token && carts[token] ? [200, carts[token]] : [401, {}];
    },
    'POST /stores/38/cart/quote': (config) => {
      const { lines, discountCode } = JSON.parse(config.data) as {
        lines: { productId: number; quantity: number }[];
        discountCode?: string;
      };
      const cart = cartOf(...lines.map((each) => line(each.productId, each.quantity)));
      return [200, discountCode === 'SAVE10' ? { ...cart, discount: save10(cart) } : cart];
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

  it('sends the discount code the cart cookie carries with its lines, and draws it priced', async () => {
    const sent = api({});
    const drawn = await load(new Visitor({ cart: '5x1.6x3~SAVE10' }));
    expect(JSON.parse(sent[0]!.data)).toEqual({
      lines: [
        { productId: 5, quantity: 1 },
        { productId: 6, quantity: 3 },
      ],
      discountCode: 'SAVE10',
    });
    expect(drawn.signedIn).toBe(false);
    expect(drawn.cart.discount).toEqual({
      code: 'SAVE10',
      description: '10% off',
      discountMinor: 40,
      notApplying: null,
    });
  });

  it('sends no code when the cookie’s is not one a code can be', async () => {
    const sent = api({});
    await load(new Visitor({ cart: '5x1~save 10' }));
    expect(JSON.parse(sent[0]!.data)).toEqual({ lines: [{ productId: 5, quantity: 1 }] });
  });

  it('reads a signed-in customer’s code from their server cart, not from the cookie', async () => {
    const server = { ...cartOf(line(1, 2)), discount: save10(cartOf(line(1, 2))) };
    const sent = api({ 'tok-a': server });
    const drawn = await load(new Visitor({ session: 'tok-a', cart: '5x1~OTHER' }));
    expect(drawn).toEqual({ cart: server, signedIn: true });
    expect(sent.map((config) => `${config.method} ${config.url}`)).toEqual(['get /me/cart']);
  });

  it('draws an empty cart for a new visitor without asking the API', async () => {
    const sent = api({});
    const visitor = new Visitor({});
    expect(await load(visitor)).toEqual({
      cart: {
        lines: [],
        currency: 'GBP',
        itemCount: 0,
        subtotalMinor: 0,
        adjustments: [],
        discount: null,
      },
      signedIn: false,
    });
    expect(sent).toEqual([]);
    // Nothing of the visitor's in it: the page of every visitor without cookies, kept and shared.
    expect(visitor.personal).toBe(false);
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
