import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, CartLine } from '@storefront/shared/contracts';
import { aCart, aCartLine } from '../../../testing/fixtures';
import {
  apiError,
  mockApi,
  renderApp,
  resetPage,
  signIn,
  type Reply,
} from '../../../testing/test-utils';
import { cartService } from '../../../cart/cart-service';
import { LIVE_REFRESH_MS } from '../../../hooks/use-live-refresh';
import { showTab, wait } from '../../../testing/visible-tab';

const TEA = aCartLine({ productId: 7, name: 'Earl Grey Tea', priceMinor: 350, quantity: 4 });
const BREAD = aCartLine({
  productId: 9,
  slug: 'sourdough',
  name: 'Sourdough Loaf',
  priceMinor: 420,
  quantity: 1,
  stock: 4,
});
const QUOTE = 'POST /stores/38/cart/quote';

/** The customer leaves the tab, and comes back to it after the shop changed. */
async function comeBack() {
  showTab('hidden');
  showTab('visible');
  await wait(0);
}

/**
 * The quote route as the API answers it: `today`'s stock and prices for the
 * lines sent, each cut to its stock (none left: left out, as a cut to 0).
 */
function quoteWith(today: Map<number, Partial<CartLine>>) {
  return (request: { data?: unknown }): Reply => {
    const sent = JSON.parse(request.data as string) as { lines: CartLine[] };
    const known = [TEA, BREAD];
    const cart: Cart = aCart([]);
    for (const { productId, quantity } of sent.lines) {
      const line = {
        ...known.find((each) => each.productId === productId)!,
        ...today.get(productId),
      };
      const granted = Math.min(quantity, line.stock);
      if (granted < quantity) {
        cart.adjustments.push({ productId, name: line.name, requested: quantity, granted });
      }
      if (granted > 0) cart.lines.push({ ...line, quantity: granted });
    }
    return [200, cart];
  };
}

const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;
const box = (name: string) => screen.getByRole('textbox', { name: `Quantity of ${name}` });
const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]') as CartLine[];

describe('cart page, live stock', () => {
  let user: ReturnType<typeof userEvent.setup>;

  beforeEach(() => {
    resetPage();
    jest.useFakeTimers();
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  async function openVisitorCart() {
    localStorage.setItem('cart', JSON.stringify([TEA, BREAD]));
    await cartService.refresh();
    await renderApp('/cart');
    await screen.findByRole('link', { name: 'Earl Grey Tea' });
  }

  it('shows a visitor’s lines at today’s stock and prices when the tab becomes visible again, quantities kept', async () => {
    const today = new Map<number, Partial<CartLine>>();
    const api = mockApi({ [QUOTE]: quoteWith(today) });
    await openVisitorCart();
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'SAVE');

    today.set(7, { stock: 2, priceMinor: 395 });
    today.set(9, { stock: 0 });
    await comeBack();

    expect(api.to(QUOTE)).toHaveLength(1);
    // Tea: 4 in the cart, 2 left. Said, not silently cut.
    expect(box('Earl Grey Tea')).toHaveValue('4');
    expect(within(lineOf('Earl Grey Tea')).getByText('Only 2 left')).toBeVisible();
    expect(within(lineOf('Earl Grey Tea')).getByText('£3.95 each')).toBeVisible();
    expect(
      within(lineOf('Sourdough Loaf')).getByText('Now out of stock: please remove it.'),
    ).toBeVisible();
    expect(storedCart().map((line) => [line.productId, line.quantity, line.stock])).toEqual([
      [7, 4, 2],
      [9, 1, 0],
    ]);
    expect(storedCart().map((line) => line.priceMinor)).toEqual([395, 420]);
    // What the customer was typing stays where it was.
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveValue('SAVE');
    expect(screen.queryByText('Loading your cart')).not.toBeInTheDocument();
  });

  it('reads the cart again every 30 s while the tab is visible, and never while hidden', async () => {
    const today = new Map<number, Partial<CartLine>>();
    const api = mockApi({ [QUOTE]: quoteWith(today) });
    await openVisitorCart();

    await wait(LIVE_REFRESH_MS);
    expect(api.to(QUOTE)).toHaveLength(1);
    today.set(7, { priceMinor: 375 });
    await wait(LIVE_REFRESH_MS);
    expect(api.to(QUOTE)).toHaveLength(2);
    expect(within(lineOf('Earl Grey Tea')).getByText('£3.75 each')).toBeVisible();

    showTab('hidden');
    await wait(10 * LIVE_REFRESH_MS);
    expect(api.to(QUOTE)).toHaveLength(2);
  });

  it('keeps the cart as it was when a refresh fails, and catches up once the API answers', async () => {
    const busy = apiError(503, 'UNAVAILABLE', 'The shop is busy.');
    const today = new Map<number, Partial<CartLine>>([[7, { priceMinor: 375 }]]);
    const answers: Reply[] = [busy, busy];
    const api = mockApi({
      [QUOTE]: (request) => answers.shift() ?? quoteWith(today)(request),
    });
    await openVisitorCart();

    await comeBack();
    await wait(LIVE_REFRESH_MS);

    expect(api.to(QUOTE)).toHaveLength(2);
    expect(box('Earl Grey Tea')).toHaveValue('4');
    expect(within(lineOf('Earl Grey Tea')).getByText('£3.50 each')).toBeVisible();
    expect(screen.queryByText(/couldn.t load/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/busy/)).not.toBeInTheDocument();
    expect(storedCart()).toEqual([TEA, BREAD]);

    await wait(LIVE_REFRESH_MS);
    expect(within(lineOf('Earl Grey Tea')).getByText('£3.75 each')).toBeVisible();
  });

  it('reads a signed-in customer’s cart from the server again when the tab becomes visible', async () => {
    signIn();
    let lines = [TEA];
    const api = mockApi({ 'GET /me/cart': () => [200, aCart(lines)] });
    await renderApp('/cart');
    await screen.findByRole('link', { name: 'Earl Grey Tea' });
    const asked = api.to('GET /me/cart').length;

    lines = [{ ...TEA, stock: 3, priceMinor: 360 }];
    await comeBack();

    expect(api.to('GET /me/cart')).toHaveLength(asked + 1);
    expect(box('Earl Grey Tea')).toHaveValue('4');
    expect(within(lineOf('Earl Grey Tea')).getByText('£3.60 each')).toBeVisible();
    expect(within(lineOf('Earl Grey Tea')).getByText('Only 3 left')).toBeVisible();
  });
});
