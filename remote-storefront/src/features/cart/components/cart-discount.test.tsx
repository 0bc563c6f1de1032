import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartDiscount, CartLine } from '@storefront/shared/contracts';
import { aCart, aCartDiscount, aCartLine } from '../../../testing/fixtures';
import {
  apiError,
  mockApi,
  renderApp,
  resetPage,
  signIn,
  type Reply,
} from '../../../testing/test-utils';
import { cartService } from '../../../cart/cart-service';

const TEA = aCartLine({ productId: 7, name: 'Earl Grey Tea', priceMinor: 350, quantity: 2 });
const NOT_ENOUGH = 'Spend £7.00 on eligible items to use SAVE10.';

const refused = (message: string) =>
  apiError(409, 'DISCOUNT_CODE_REFUSED', message, 'discountCode');

/**
 * How the API prices a code against the lines it is for: SAVE10 takes 10% off
 * the whole cart while it comes to at least `minimum`, and says why it takes
 * nothing off below that; any other code is not one the store has.
 */
function priceCode(code: string | null, lines: CartLine[], minimum: number): CartDiscount | null {
  if (!code) return null;
  if (code !== 'SAVE10') {
    return aCartDiscount({
      code,
      description: null,
      notApplying: `We don’t have a discount code ${code}.`,
    });
  }
  const subtotal = aCart(lines).subtotalMinor;
  if (subtotal < minimum) return aCartDiscount({ notApplying: NOT_ENOUGH });
  return aCartDiscount({ discountMinor: Math.round(subtotal / 10) });
}

const setQuantity = (lines: CartLine[], productId: number, quantity: number) =>
  lines.map((line) => (line.productId === productId ? { ...line, quantity } : line));

interface ServerCartOptions {
  /** What SAVE10 needs the cart to come to. */
  minimum?: number;
  /** The code on the server cart to begin with. */
  code?: string | null;
  /** An answer to applying a code, in place of the API's own. */
  refusal?: Reply;
}

/**
 * A signed-in customer's server cart: it keeps the code applied to it, and
 * every cart answer prices that code against the lines it holds now. A code
 * that does not apply when applied is refused and not kept.
 */
function mockCart({ minimum = 0, code: initialCode = null, refusal }: ServerCartOptions = {}) {
  let lines = [TEA];
  let code = initialCode;
  const cart = (): Reply => [200, aCart(lines, priceCode(code, lines, minimum))];
  return mockApi({
    'GET /me/cart': cart,
    'PUT /me/cart/items/7': (request) => {
      const { quantity } = JSON.parse(request.data) as { quantity: number };
      lines = setQuantity(lines, 7, quantity);
      return cart();
    },
    'PUT /me/cart/discount': (request) => {
      if (refusal) return refusal;
      const asked = (JSON.parse(request.data) as { code: string }).code;
      const priced = priceCode(asked, lines, minimum)!;
      if (priced.notApplying) return refused(priced.notApplying);
      code = asked;
      return cart();
    },
    'DELETE /me/cart/discount': () => {
      code = null;
      return cart();
    },
  });
}

/** The quote route, pricing a visitor's lines (all of them tea) and the code they send. */
function mockQuote({ minimum = 0 }: { minimum?: number } = {}) {
  return mockApi({
    'POST /stores/38/cart/quote': (request) => {
      const sent = JSON.parse(request.data) as {
        lines: { productId: number; quantity: number }[];
        discountCode?: string;
      };
      const lines = sent.lines.map(({ quantity }) => ({ ...TEA, quantity }));
      return [200, aCart(lines, priceCode(sent.discountCode ?? null, lines, minimum))];
    },
  });
}

const codeField = () => screen.getByRole('textbox', { name: 'Discount code' });
const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));
/** The summary's totals as the customer reads them, "name: amount". */
const totals = () =>
  summary()
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const bodies = (requests: { data?: unknown }[]) =>
  requests.map((request) => JSON.parse(request.data as string) as unknown);
/** The value of the cart cookie the host's server draws the visitor's cart from. */
const cartCookie = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith('cart='))
    ?.slice('cart='.length) ?? null;

async function applyCode(typed: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Discount code' }), typed);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

const increase = () =>
  userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Earl Grey Tea' }));
const decrease = () =>
  userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Earl Grey Tea' }));

describe('cart page: discount codes', () => {
  beforeEach(() => {
    resetPage();
    signIn();
  });

  it('applies a code to the cart: its description, what it takes off and the total after it', async () => {
    const api = mockCart();
    await renderApp('/cart');
    await applyCode(' save10 ');

    expect(await summary().findByText('Discount (SAVE10)')).toBeVisible();
    expect(summary().getByRole('status')).toHaveTextContent('SAVE10 applied: 10% off');
    expect(totals()).toEqual([
      'Subtotal (2 items): £7.00',
      'Discount (SAVE10): −£0.70',
      'Total before delivery: £6.30',
    ]);
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).not.toBeInTheDocument();
    expect(summary().getByRole('button', { name: 'Remove discount code SAVE10' })).toBeEnabled();
    expect(bodies(api.to('PUT /me/cart/discount'))).toEqual([{ code: 'SAVE10' }]);
    // The code is the server cart's: this device keeps nothing of it.
    expect(localStorage.getItem('cartDiscountCode')).toBeNull();
    expect(sessionStorage.getItem('sf-checkout-draft')).toBeNull();
  });

  it.each([
    ['an expired code', 'SAVE10 expired on 30 November 2026.'],
    ['a minimum spend not met', 'Spend £20.00 on eligible items to use SAVE10.'],
    ['a code already used', 'You have already used SAVE10.'],
  ])('shows why %s is refused at the field, and keeps what was typed', async (_, message) => {
    const api = mockCart({ refusal: refused(message) });
    await renderApp('/cart');
    await applyCode('save10');

    const said = await screen.findByRole('alert');
    expect(said).toHaveTextContent(message);
    expect(codeField()).toHaveValue('save10');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription(message);
    expect(totals()).toEqual(['Subtotal (2 items): £7.00']);
    expect(summary().queryByRole('button', { name: /^Remove discount code/ })).toBeNull();
    expect(api.to('PUT /me/cart/discount')).toHaveLength(1);

    // Typing again clears what was said.
    await userEvent.type(codeField(), 'X');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(codeField()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the API’s refusal of a code the cart does not qualify for, and keeps nothing', async () => {
    const api = mockCart({ minimum: 1000 });
    await renderApp('/cart');
    await applyCode('SAVE10');

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_ENOUGH);
    expect(codeField()).toHaveAccessibleDescription(NOT_ENOUGH);
    expect(totals()).toEqual(['Subtotal (2 items): £7.00']);
    expect(api.to('PUT /me/cart/discount')).toHaveLength(1);
  });

  it('shows the API’s words for a code that is not a code at all', async () => {
    const message = 'A discount code is letters, digits and hyphens';
    mockCart({ refusal: apiError(400, 'VALIDATION_ERROR', message, 'code') });
    await renderApp('/cart');
    await applyCode('10%off');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(codeField()).toHaveValue('10%off');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription(message);
  });

  it('asks for a code before asking the API', async () => {
    const api = mockCart();
    await renderApp('/cart');
    await screen.findByRole('textbox', { name: 'Discount code' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a discount code');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(codeField(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a discount code');
    expect(api.to('PUT /me/cart/discount')).toHaveLength(0);
  });

  it('removes the code from the cart', async () => {
    const api = mockCart();
    await renderApp('/cart');
    await applyCode('SAVE10');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove discount code SAVE10' }),
    );

    expect(await screen.findByRole('textbox', { name: 'Discount code' })).toHaveValue('');
    expect(totals()).toEqual(['Subtotal (2 items): £7.00']);
    expect(summary().queryByText(/SAVE10/)).not.toBeInTheDocument();
    expect(api.to('DELETE /me/cart/discount')).toHaveLength(1);
  });

  it('shows the code priced again by the cart’s answer when a quantity changes', async () => {
    const api = mockCart();
    await renderApp('/cart');
    await applyCode('SAVE10');
    await summary().findByText('Discount (SAVE10)');

    await increase();
    await waitFor(() =>
      expect(totals()).toEqual([
        'Subtotal (3 items): £10.50',
        'Discount (SAVE10): −£1.05',
        'Total before delivery: £9.45',
      ]),
    );
    expect(bodies(api.to('PUT /me/cart/items/7'))).toEqual([{ quantity: 3 }]);
    // The cart's answer carries the code's new price: nothing else is asked.
    expect(api.to('PUT /me/cart/discount')).toHaveLength(1);
  });

  it('says when a change stops the code applying, keeps it, and applies it again once the cart qualifies', async () => {
    mockCart({ minimum: 700 });
    await renderApp('/cart');
    await applyCode('SAVE10');
    await summary().findByText('Discount (SAVE10)');

    await decrease();
    await waitFor(() =>
      expect(summary().getByRole('status')).toHaveTextContent(
        `SAVE10 takes nothing off now. ${NOT_ENOUGH}`,
      ),
    );
    expect(totals()).toEqual(['Subtotal (1 item): £3.50']);
    expect(summary().getByRole('button', { name: 'Remove discount code SAVE10' })).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).not.toBeInTheDocument();

    await increase();
    await waitFor(() =>
      expect(summary().getByRole('status')).toHaveTextContent('SAVE10 applied: 10% off'),
    );
    expect(totals()).toEqual([
      'Subtotal (2 items): £7.00',
      'Discount (SAVE10): −£0.70',
      'Total before delivery: £6.30',
    ]);
  });

  it('removes a code that takes nothing off now', async () => {
    const api = mockCart({ minimum: 1000, code: 'SAVE10' });
    await renderApp('/cart');
    expect(await summary().findByRole('status')).toHaveTextContent(
      `SAVE10 takes nothing off now. ${NOT_ENOUGH}`,
    );

    await userEvent.click(summary().getByRole('button', { name: 'Remove discount code SAVE10' }));
    expect(await screen.findByRole('textbox', { name: 'Discount code' })).toHaveValue('');
    expect(summary().queryByRole('status')).not.toBeInTheDocument();
    expect(api.to('DELETE /me/cart/discount')).toHaveLength(1);
  });

  it('keeps the code through a reload: it comes with the server cart', async () => {
    const api = mockCart();
    const first = await renderApp('/cart');
    await applyCode('SAVE10');
    await summary().findByText('Discount (SAVE10)');
    first.unmount();

    // A new page: nothing of the cart is left in the tab or on the device.
    cartService.reset();
    sessionStorage.clear();
    await renderApp('/cart');
    expect(await summary().findByText('Discount (SAVE10)')).toBeVisible();
    expect(summary().getByRole('status')).toHaveTextContent('SAVE10 applied: 10% off');
    expect(totals()).toEqual([
      'Subtotal (2 items): £7.00',
      'Discount (SAVE10): −£0.70',
      'Total before delivery: £6.30',
    ]);
    expect(api.to('GET /me/cart').length).toBeGreaterThanOrEqual(2);
    expect(api.to('PUT /me/cart/discount')).toHaveLength(1);
  });
});

describe('cart page: discount codes for a visitor', () => {
  beforeEach(async () => {
    resetPage();
    localStorage.setItem('cart', JSON.stringify([TEA]));
    await cartService.refresh();
  });

  it('prices the code with the cart’s lines, and keeps it on the device and in the cart cookie', async () => {
    const api = mockQuote();
    await renderApp('/cart');
    await applyCode('save10');

    expect(await summary().findByText('Discount (SAVE10)')).toBeVisible();
    expect(summary().getByRole('status')).toHaveTextContent('SAVE10 applied: 10% off');
    expect(totals()).toEqual([
      'Subtotal (2 items): £7.00',
      'Discount (SAVE10): −£0.70',
      'Total before delivery: £6.30',
    ]);
    expect(bodies(api.to('POST /stores/38/cart/quote'))).toEqual([
      { lines: [{ productId: 7, quantity: 2 }], discountCode: 'SAVE10' },
    ]);
    expect(api.to('PUT /me/cart/discount')).toHaveLength(0);
    expect(localStorage.getItem('cartDiscountCode')).toBe('SAVE10');
    expect(cartCookie()).toBe('7x2~SAVE10');
  });

  it.each([
    ['a minimum spend not met', 'SAVE10', { minimum: 1000 }, NOT_ENOUGH],
    ['an unknown code', 'NOPE', {}, 'We don’t have a discount code NOPE.'],
  ])(
    'shows why %s does not apply at the field, and keeps nothing',
    async (_, typed, options, reason) => {
      const api = mockQuote(options);
      await renderApp('/cart');
      await applyCode(typed);

      expect(await screen.findByRole('alert')).toHaveTextContent(reason);
      expect(codeField()).toHaveValue(typed);
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(codeField()).toHaveAccessibleDescription(reason);
      expect(totals()).toEqual(['Subtotal (2 items): £7.00']);
      expect(api.to('POST /stores/38/cart/quote')).toHaveLength(1);
      expect(localStorage.getItem('cartDiscountCode')).toBeNull();
      expect(cartCookie()).toBe('7x2');
    },
  );

  it('prices the kept code again, through the quote, when a quantity changes', async () => {
    const api = mockQuote({ minimum: 700 });
    await renderApp('/cart');
    await applyCode('SAVE10');
    await summary().findByText('Discount (SAVE10)');

    await increase();
    await waitFor(() =>
      expect(totals()).toEqual([
        'Subtotal (3 items): £10.50',
        'Discount (SAVE10): −£1.05',
        'Total before delivery: £9.45',
      ]),
    );
    expect(cartCookie()).toBe('7x3~SAVE10');

    // Below the minimum the code stays on the cart, taking nothing off, and says why.
    await decrease();
    await decrease();
    await waitFor(() =>
      expect(summary().getByRole('status')).toHaveTextContent(
        `SAVE10 takes nothing off now. ${NOT_ENOUGH}`,
      ),
    );
    expect(totals()).toEqual(['Subtotal (1 item): £3.50']);
    expect(summary().getByRole('button', { name: 'Remove discount code SAVE10' })).toBeEnabled();
    expect(localStorage.getItem('cartDiscountCode')).toBe('SAVE10');
    expect(cartCookie()).toBe('7x1~SAVE10');
    expect(bodies(api.to('POST /stores/38/cart/quote')).at(-1)).toEqual({
      lines: [{ productId: 7, quantity: 1 }],
      discountCode: 'SAVE10',
    });
  });

  it('removes the code from the device and the cart cookie', async () => {
    const api = mockQuote();
    await renderApp('/cart');
    await applyCode('SAVE10');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove discount code SAVE10' }),
    );

    expect(await screen.findByRole('textbox', { name: 'Discount code' })).toHaveValue('');
    expect(totals()).toEqual(['Subtotal (2 items): £7.00']);
    expect(localStorage.getItem('cartDiscountCode')).toBeNull();
    expect(cartCookie()).toBe('7x2');
    expect(api.to('DELETE /me/cart/discount')).toHaveLength(0);
  });
});
