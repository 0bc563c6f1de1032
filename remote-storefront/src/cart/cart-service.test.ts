import { CART_UPDATED_EVENT } from '@storefront/shared/constants';
import { sessionStore } from '@storefront/shared';
import type { CartProduct } from '@storefront/shared/contracts';
import { mockApi } from '@storefront/shared/testing';
import { STORE } from '../testing/fixtures';
import { CartService } from './cart-service';
import { describeLineCut } from './cart-words';

const tea: CartProduct = {
  id: 7,
  slug: 'tea',
  name: 'English Breakfast Tea',
  priceMinor: 350,
  stock: 3,
  image: 'products/tea.svg',
};
const honey: CartProduct = {
  id: 9,
  slug: 'honey',
  name: 'Wildflower Honey',
  priceMinor: 1000,
  stock: 10,
  image: 'products/honey.svg',
};

function serverCart(
  lines: Array<{ productId: number; quantity: number }>,
  adjustments: unknown[] = [],
) {
  return {
    lines: lines.map((line) => ({
      ...line,
      slug: 'x',
      name: 'X',
      priceMinor: 100,
      stock: 50,
      image: 'x.svg',
    })),
    currency: 'GBP',
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalMinor: lines.reduce((sum, line) => sum + line.quantity * 100, 0),
    adjustments,
  };
}

/** A promise the test settles when it chooses: an answer still on its way. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('CartService', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'cart=; Max-Age=0; Path=/';
    sessionStore.updateCartMessage(null);
  });

  describe('anonymous', () => {
    it('keeps the cart in localStorage, so it survives a reload', async () => {
      const cart = new CartService();
      await cart.add(tea, 2);
      await cart.add(honey);
      expect(cart.current()).toMatchObject({ itemCount: 3, subtotalMinor: 1700 });
      const reloaded = new CartService();
      expect(reloaded.current().lines.map((line) => [line.productId, line.quantity])).toEqual([
        [7, 2],
        [9, 1],
      ]);
    });

    it('changes the cart for an add only once the press has painted', async () => {
      const cart = new CartService();
      const painted = jest.spyOn(window, 'requestAnimationFrame');
      const adding = cart.add(honey);
      await Promise.resolve();
      expect(cart.current().itemCount).toBe(0);
      expect(painted).toHaveBeenCalledTimes(1);
      await adding;
      expect(cart.current().itemCount).toBe(1);
      painted.mockRestore();
    });

    it('cuts an add to the stock and says so', async () => {
      const cart = new CartService();
      const change = await cart.add(tea, 9999);
      expect(change).toEqual({
        quantity: 3,
        cut: { name: 'English Breakfast Tea', requested: 9999, granted: 3, before: 0 },
        // Said away from the product (a product card, a favourite), it names it.
        notice: 'Only 3 left of English Breakfast Tea, so your cart has 3.',
      });
      expect(describeLineCut(change.cut!)).toBe("Only 3 left — we've added 3");
      expect(cart.current().itemCount).toBe(3);
    });

    it('says what an add to a line already in the cart could take', async () => {
      const cart = new CartService();
      await cart.add(tea, 2);
      expect(describeLineCut((await cart.add(tea, 5)).cut!)).toBe(
        "Only 3 left — we've added 1, so your cart has 3",
      );
      expect(describeLineCut((await cart.add(tea, 1)).cut!)).toBe(
        'Only 3 left — your cart already has 3',
      );
      expect(cart.current().itemCount).toBe(3);
    });

    it('sets a line to the stock when more is typed, and says so', async () => {
      const cart = new CartService();
      await cart.add(honey, 4);
      const change = await cart.setQuantity(honey, 9999);
      expect(change.quantity).toBe(10);
      expect(describeLineCut(change.cut!)).toBe("Only 10 left — we've added 10");
      expect(await cart.setQuantity(honey, 10)).toEqual({ quantity: 10, cut: null, notice: null });
      expect(JSON.parse(localStorage.getItem('cart')!)[0]).toMatchObject({ quantity: 10 });
    });

    it('takes out a line whose product ran out, and says so', async () => {
      const cart = new CartService();
      await cart.add(tea, 1);
      const change = await cart.setQuantity({ ...tea, stock: 0 }, 2);
      expect(change.quantity).toBe(0);
      expect(describeLineCut(change.cut!)).toBe('English Breakfast Tea is out of stock.');
      expect(cart.current().lines).toEqual([]);
    });

    it('changes and removes lines', async () => {
      const cart = new CartService();
      await cart.add(honey, 4);
      await cart.setQuantity(honey, 1);
      expect(cart.current().itemCount).toBe(1);
      await cart.remove(honey.id);
      expect(cart.current().lines).toEqual([]);
      expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([]);
    });

    it('mirrors its products and quantities in the cart cookie, for the server to draw', async () => {
      const cart = new CartService();
      await cart.add(tea, 2);
      await cart.add(honey);
      expect(document.cookie).toContain('cart=7x2.9x1');
      await cart.remove(tea.id);
      expect(document.cookie).toContain('cart=9x1');
      cart.reset();
      expect(document.cookie).not.toContain('cart=');
    });

    it('writes the cookie at start for a cart kept before the cookie existed', async () => {
      localStorage.setItem('cart', JSON.stringify([{ ...tea, productId: 7, quantity: 1 }]));
      await new CartService().refresh();
      expect(document.cookie).toContain('cart=7x1');
    });

    it('tells how much more is needed for the store’s free delivery through the cart message', async () => {
      sessionStore.updateStoreDetails(STORE);
      const cart = new CartService();
      await cart.add(honey, 3);
      expect(sessionStore.current('cartMessage')).toBe('Add £10.00 more for free delivery.');
      await cart.add(honey, 1);
      expect(sessionStore.current('cartMessage')).toBeNull();

      // A store whose delivery is never free says nothing of it.
      sessionStore.updateStoreDetails({ ...STORE, freeDeliveryFromMinor: null });
      await cart.setQuantity(honey, 1);
      expect(sessionStore.current('cartMessage')).toBeNull();
    });
    it('refreshes the stock and prices of the lines, keeping their quantities, and drops an answer a change overtook', async () => {
      const cart = new CartService();
      await cart.add(tea, 3);
      await cart.add(honey, 2);
      // Tea down to 1 (the quote cuts it; the cart does not), honey sold out.
      const quoted = serverCart(
        [{ productId: 7, quantity: 1 }],
        [
          { productId: 7, name: tea.name, requested: 3, granted: 1 },
          { productId: 9, name: honey.name, requested: 2, granted: 0 },
        ],
      );
      quoted.lines[0]!.stock = 1;
      mockApi({ 'POST /stores/38/cart/quote': [200, { ...quoted, discount: null }] });
      await cart.refreshStock();
      expect(
        cart.current().lines.map((line) => [line.productId, line.quantity, line.stock]),
      ).toEqual([
        [7, 3, 1],
        [9, 2, 0],
      ]);
      expect(cart.current().lines[0]?.priceMinor).toBe(100);

      const late = deferred();
      const everything = serverCart([
        { productId: 7, quantity: 3 },
        { productId: 9, quantity: 2 },
      ]);
      mockApi({
        'POST /stores/38/cart/quote': () => late.promise.then(() => [200, everything]),
      });
      const refreshing = cart.refreshStock();
      await cart.remove(9);
      late.resolve();
      await refreshing;
      expect(cart.current().lines.map((line) => line.productId)).toEqual([7]);
    });
  });

  describe('signed in', () => {
    beforeEach(() => localStorage.setItem('token', 'tok'));

    it('refreshes the stock from the server, unless a change answered first', async () => {
      let late = deferred();
      mockApi({
        'GET /me/cart': () =>
          late.promise.then(() => [200, serverCart([{ productId: 9, quantity: 5 }])]),
        'PUT /me/cart/items/9': [200, serverCart([{ productId: 9, quantity: 2 }])],
      });
      const cart = new CartService();
      const refreshing = cart.refreshStock();
      await cart.setQuantity(honey, 2);
      late.resolve();
      await refreshing;
      expect(cart.current().itemCount).toBe(2);

      late = deferred();
      const again = cart.refreshStock();
      late.resolve();
      await again;
      expect(cart.current().itemCount).toBe(5);
    });

    it('merges the anonymous cart at sign-in and reports stock cuts in the banner', async () => {
      localStorage.removeItem('token');
      const cart = new CartService();
      await cart.add(tea, 3);
      localStorage.setItem('token', 'tok');
      const { sent } = mockApi({
        'POST /me/cart/merge': [
          200,
          serverCart(
            [{ productId: 7, quantity: 1 }],
            [{ productId: 7, name: 'English Breakfast Tea', requested: 3, granted: 1 }],
          ),
        ],
      });
      await cart.mergeAfterSignIn();
      expect(sent[0]?.url).toBe('/me/cart/merge');
      expect(JSON.parse(sent[0]?.data)).toEqual({ lines: [{ productId: 7, quantity: 3 }] });
      expect(localStorage.getItem('cart')).toBeNull();
      expect(document.cookie).not.toContain('cart=');
      expect(cart.current().itemCount).toBe(1);
      expect(sessionStore.current('cartMessage')).toBe(
        'Only 1 left of English Breakfast Tea, so your cart has 1.',
      );
    });

    it('sets quantities on the server', async () => {
      const { sent } = mockApi({
        'PUT /me/cart/items/9': [200, serverCart([{ productId: 9, quantity: 2 }])],
      });
      const cart = new CartService();
      await cart.setQuantity(honey, 2);
      expect(sent[0]?.method).toBe('put');
      expect(sent[0]?.url).toBe('/me/cart/items/9');
      expect(JSON.parse(sent[0]?.data)).toEqual({ quantity: 2 });
      expect(cart.current().itemCount).toBe(2);
    });

    it('asks the server for at most 99 and says what it could take', async () => {
      const { sent } = mockApi({
        'PUT /me/cart/items/9': [
          200,
          serverCart(
            [{ productId: 9, quantity: 22 }],
            [{ productId: 9, name: 'Wildflower Honey', requested: 99, granted: 22 }],
          ),
        ],
      });
      const cart = new CartService();
      const change = await cart.setQuantity(honey, 9999);
      expect(change.quantity).toBe(22);
      expect(describeLineCut(change.cut!)).toBe("Only 22 left — we've added 22");
      expect(JSON.parse(sent[0]?.data)).toEqual({ quantity: 99 });
      expect(cart.current().itemCount).toBe(22);
    });

    it('says so when the server took the line out because none is left', async () => {
      mockApi({
        'PUT /me/cart/items/9': [
          200,
          serverCart([], [{ productId: 9, name: 'Wildflower Honey', requested: 2, granted: 0 }]),
        ],
      });
      const cart = new CartService();
      const change = await cart.setQuantity(honey, 2);
      expect(change.quantity).toBe(0);
      expect(describeLineCut(change.cut!)).toBe('Wildflower Honey is out of stock.');
      expect(cart.current().lines).toEqual([]);
    });

    it('starts empty on this device after sign-out', () => {
      const cart = new CartService();
      cart.reset();
      expect(cart.current().itemCount).toBe(0);
    });

    it('once started, tells the header its count and empties itself when the session ends', async () => {
      mockApi({ 'GET /me/cart': [200, serverCart([{ productId: 9, quantity: 2 }])] });
      sessionStore.updateUserAuth(true, {
        id: 'u-1',
        name: 'Ada',
        mobileVerified: true,
        documentStatus: 'none',
        avatar: null,
      });
      const counts: number[] = [];
      const hear = (event: Event) => counts.push((event as CustomEvent).detail.itemCount);
      window.addEventListener(CART_UPDATED_EVENT, hear);
      const cart = new CartService();
      cart.start();
      cart.start();
      await new Promise((resolve) => setTimeout(resolve, 0));
      sessionStore.updateUserAuth(false, null);
      window.removeEventListener(CART_UPDATED_EVENT, hear);
      expect(counts).toEqual([0, 2, 0]);
      expect(cart.current().lines).toEqual([]);
    });
  });
});
