import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLine } from '@storefront/shared/contracts';
import { aCart, aCartLine, aDiscountQuote } from '../../../testing/fixtures';
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

const refused = (message: string) =>
  apiError(409, 'DISCOUNT_CODE_REFUSED', message, 'discountCode');

/** SAVE10: 10% off the whole cart, while it comes to at least `minimum`. */
function save10(minimum = 0) {
  return (code: string, lines: CartLine[]): Reply => {
    const subtotal = aCart(lines).subtotalMinor;
    if (code !== 'SAVE10') return refused(`We don’t have a discount code ${code}.`);
    if (subtotal < minimum) return refused('Spend £7.00 on eligible items to use SAVE10.');
    return [200, aDiscountQuote({ eligibleSubtotalMinor: subtotal, discountMinor: subtotal / 10 })];
  };
}

/** A signed-in customer's server cart, which prices codes against what it holds now. */
function mockCart(priceCode: (code: string, lines: CartLine[]) => Reply = save10()) {
  let lines = [TEA];
  return mockApi({
    'GET /me/cart': () => [200, aCart(lines)],
    'PUT /me/cart/items/7': (request) => {
      const { quantity } = JSON.parse(request.data) as { quantity: number };
      lines = lines.map((line) => (line.productId === 7 ? { ...line, quantity } : line));
      return [200, aCart(lines)];
    },
    'GET /me/cart/discount': (request) => priceCode(request.params.code, lines),
  });
}

const codeField = () => screen.getByRole('textbox', { name: 'Discount code' });
const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));
/** The summary's totals as the customer reads them, "name: amount". */
const totals = () =>
  summary()
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const storedCode = () =>
  JSON.parse(sessionStorage.getItem('sf-checkout-draft') ?? '{}').discountCode ?? null;

async function applyCode(typed: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Discount code' }), typed);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('cart page: discount codes', () => {
  beforeEach(() => {
    resetPage();
    signIn();
  });

  it('applies a code: its description, what it takes off and the total after it', async () => {
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
    expect(api.to('GET /me/cart/discount').map((request) => request.params)).toEqual([
      { code: 'SAVE10' },
    ]);
    expect(storedCode()).toBe('SAVE10');
  });

  it.each([
    ['an expired code', 'SAVE10 expired on 30 November 2026.'],
    ['a minimum spend not met', 'Spend £20.00 on eligible items to use SAVE10.'],
    ['a code already used', 'You have already used SAVE10.'],
  ])('shows why %s is refused at the field, and keeps what was typed', async (_, message) => {
    mockCart(() => refused(message));
    await renderApp('/cart');
    await applyCode('save10');

    const said = await screen.findByRole('alert');
    expect(said).toHaveTextContent(message);
    expect(codeField()).toHaveValue('save10');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription(message);
    expect(summary().queryByText(/^Discount \(/)).not.toBeInTheDocument();
    expect(storedCode()).toBeNull();

    // Typing again clears what was said.
    await userEvent.type(codeField(), 'X');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(codeField()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the API’s words for a code that is not a code at all', async () => {
    const message = 'A discount code is letters, digits and hyphens';
    mockCart(() => apiError(400, 'VALIDATION_ERROR', message, 'code'));
    await renderApp('/cart');
    await applyCode('10%off');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(codeField()).toHaveValue('10%off');
  });

  it('asks for a code before asking the API', async () => {
    const api = mockCart();
    await renderApp('/cart');
    await screen.findByRole('textbox', { name: 'Discount code' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a discount code');
    expect(api.to('GET /me/cart/discount')).toHaveLength(0);
  });

  it('removes the code', async () => {
    mockCart();
    await renderApp('/cart');
    await applyCode('SAVE10');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove discount code SAVE10' }),
    );

    expect(codeField()).toHaveValue('');
    expect(totals()).toEqual(['Subtotal (2 items): £7.00']);
    expect(storedCode()).toBeNull();
  });

  it('prices the code again when a quantity changes', async () => {
    const api = mockCart();
    await renderApp('/cart');
    await applyCode('SAVE10');
    await summary().findByText('Discount (SAVE10)');

    await userEvent.click(
      screen.getByRole('button', { name: 'Increase quantity of Earl Grey Tea' }),
    );
    await waitFor(() =>
      expect(totals()).toEqual([
        'Subtotal (3 items): £10.50',
        'Discount (SAVE10): −£1.05',
        'Total before delivery: £9.45',
      ]),
    );
    expect(api.to('GET /me/cart/discount')).toHaveLength(2);
  });

  it('drops a code that stops applying when the cart changes, and says why', async () => {
    mockCart(save10(700));
    await renderApp('/cart');
    await applyCode('SAVE10');
    await summary().findByText('Discount (SAVE10)');

    await userEvent.click(
      screen.getByRole('button', { name: 'Decrease quantity of Earl Grey Tea' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Spend £7.00 on eligible items to use SAVE10.',
    );
    expect(codeField()).toHaveValue('SAVE10');
    expect(totals()).toEqual(['Subtotal (1 item): £3.50']);
    expect(storedCode()).toBeNull();
  });

  it('keeps the code through a reload', async () => {
    const api = mockCart();
    const first = await renderApp('/cart');
    await applyCode('SAVE10');
    await summary().findByText('Discount (SAVE10)');
    first.unmount();

    await renderApp('/cart');
    expect(await summary().findByText('Discount (SAVE10)')).toBeVisible();
    expect(summary().getByRole('status')).toHaveTextContent('SAVE10 applied: 10% off');
    expect(api.to('GET /me/cart/discount')).toHaveLength(2);
  });

  it('says why a code could not be checked, and tries again', async () => {
    let answers = 0;
    mockCart((code, lines) => (++answers === 2 ? [503, {}] : save10()(code, lines)));
    const first = await renderApp('/cart');
    await applyCode('SAVE10');
    await summary().findByText('Discount (SAVE10)');
    first.unmount();

    await renderApp('/cart');
    expect(await summary().findByText(/We couldn't check SAVE10/)).toBeVisible();
    await userEvent.click(summary().getByRole('button', { name: 'Try again' }));
    expect(await summary().findByText('Discount (SAVE10)')).toBeVisible();
  });
});

describe('cart page: discount codes for a visitor', () => {
  beforeEach(resetPage);

  it('offers no code until they sign in', async () => {
    localStorage.setItem('cart', JSON.stringify([TEA]));
    await cartService.refresh();
    await renderApp('/cart');
    await screen.findByRole('link', { name: 'Earl Grey Tea' });
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).not.toBeInTheDocument();
    expect(summary().getByText(/to use a discount code/)).toHaveTextContent(
      'Sign in to use a discount code.',
    );
    expect(summary().getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fcart',
    );
  });
});
