import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@storefront/shared';
import type { CartDiscount, CartLine } from '@storefront/shared/contracts';
import { aCart, aCartDiscount, aCartLine, anOrder, HOME } from '../../../testing/fixtures';
import {
  apiError,
  currentLocation,
  mockApi,
  renderApp,
  resetPage,
  signIn,
} from '../../../testing/test-utils';

const ORDER = anOrder({ discountCode: 'SAVE10', discountMinor: 70, totalMinor: 1029 });
const EXPIRED = 'SAVE10 expired on 30 November 2026.';
const TOO_SMALL = 'It needs £10.00 of goods in the cart.';
const UNKNOWN = 'There is no discount code NOPE.';

/**
 * A signed-in checkout whose cart the fake API keeps, code and all, as the
 * real one does: PUT and DELETE /me/cart/discount change it, and every cart
 * answer prices it (SAVE10 takes 10% off the goods; any other code is
 * refused). The cart empties once the order is placed. With `codeExpires`,
 * SAVE10 expires as the order is placed: placing refuses it, and the cart,
 * read again, keeps it with the reason it takes nothing off now.
 */
function mockCheckout({
  lines = [aCartLine()],
  discount = null,
  walletMinor = 0,
  codeExpires = false,
}: {
  lines?: CartLine[];
  discount?: CartDiscount | null;
  walletMinor?: number;
  codeExpires?: boolean;
} = {}) {
  let onCart = discount;
  let placed = false;
  const cart = () => (placed ? aCart([]) : aCart(lines, onCart));
  return mockApi({
    'GET /me/cart': () => [200, cart()],
    'PUT /me/cart/discount': (request) => {
      const { code } = JSON.parse(request.data);
      if (code !== 'SAVE10') {
        return apiError(409, 'DISCOUNT_CODE_REFUSED', UNKNOWN, 'discountCode');
      }
      onCart = aCartDiscount({ discountMinor: aCart(lines).subtotalMinor / 10 });
      return [200, cart()];
    },
    'DELETE /me/cart/discount': () => {
      onCart = null;
      return [200, cart()];
    },
    'GET /me/addresses': [200, { items: [HOME] }],
    'GET /me/wallet': [
      200,
      { items: [], page: 1, pageSize: 20, total: 0, balanceMinor: walletMinor, currency: 'GBP' },
    ],
    'POST /me/orders': (request) => {
      if (codeExpires && JSON.parse(request.data).discountCode) {
        onCart = aCartDiscount({ notApplying: EXPIRED });
        return apiError(409, 'DISCOUNT_CODE_REFUSED', EXPIRED, 'discountCode');
      }
      placed = true;
      return [201, ORDER];
    },
    [`GET /me/orders/${ORDER.id}`]: [200, ORDER],
  });
}

const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));
/** The summary's totals as the customer reads them, "name: amount". */
const totals = () =>
  summary()
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const placeButton = () => screen.getByRole('button', { name: 'Place order' });
const removeButton = () => screen.getByRole('button', { name: 'Remove discount code SAVE10' });
const sentOrders = (api: ReturnType<typeof mockApi>) =>
  api.to('POST /me/orders').map((request) => JSON.parse(request.data));
/** The checkout draft this tab keeps: the code is no part of it. */
const storedDraft = () => JSON.parse(sessionStorage.getItem('sf-checkout-draft') ?? '{}');
/** What the summary says about a code that takes nothing off now. */
const notApplyingNote = () =>
  summary()
    .queryAllByRole('status')
    .find((status) => status.textContent?.includes('takes nothing off now'));
/** Every place on the page that says the code takes nothing off: one, or it is heard twice. */
const saidNotApplying = () =>
  screen
    .queryAllByRole('status')
    .filter((status) => status.textContent?.includes('takes nothing off now'));

async function applyCode(typed: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Discount code' }), typed);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

async function placeOrder() {
  await userEvent.click(placeButton());
  expect(
    await screen.findByRole('heading', { name: 'Thank you, your order is placed' }),
  ).toBeVisible();
}

async function reviewPickup() {
  await userEvent.click(await screen.findByRole('radio', { name: /Store pickup/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Review your order' })).toBeVisible();
}

describe('checkout: discount codes', () => {
  beforeEach(() => {
    resetPage();
    signIn();
  });

  it('takes the code applied on the cart page to review, and sends it with the order', async () => {
    const api = mockCheckout();
    await renderApp('/cart');
    await applyCode('SAVE10');
    expect(await summary().findByText('Discount (SAVE10)')).toBeVisible();
    expect(api.to('PUT /me/cart/discount').map((request) => JSON.parse(request.data))).toEqual([
      { code: 'SAVE10' },
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    await reviewPickup();

    expect(screen.getByText(/applied: 10% off/)).toHaveTextContent('SAVE10 applied: 10% off');
    expect(totals()).toEqual([
      'Subtotal: £7.00',
      'Delivery: Free',
      'Discount (SAVE10): −£0.70',
      'Total: £6.30',
    ]);
    await placeOrder();
    expect(sentOrders(api)).toEqual([
      { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup', discountCode: 'SAVE10' },
    ]);
  });

  it('shows a code applied on another device, from the cart, and sends it with the order', async () => {
    // Applied on the customer's phone: this tab has no draft, only the server's cart.
    const api = mockCheckout({ discount: aCartDiscount() });
    await renderApp('/checkout');

    expect(await summary().findByText('Discount (SAVE10)')).toBeVisible();
    expect(totals()).toEqual([
      'Subtotal: £7.00',
      'Delivery: £3.99',
      'Discount (SAVE10): −£0.70',
      'Total: £10.29',
    ]);
    await reviewPickup();
    expect(screen.getByText(/applied: 10% off/)).toHaveTextContent('SAVE10 applied: 10% off');
    expect(totals()).toEqual([
      'Subtotal: £7.00',
      'Delivery: Free',
      'Discount (SAVE10): −£0.70',
      'Total: £6.30',
    ]);
    expect(storedDraft()).not.toHaveProperty('discountCode');

    await placeOrder();
    expect(sentOrders(api)).toEqual([
      { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup', discountCode: 'SAVE10' },
    ]);
    expect(api.to('GET /me/cart/discount')).toEqual([]);
  });

  it('says on every step why the cart’s code takes nothing off, and places the order without it', async () => {
    const api = mockCheckout({ discount: aCartDiscount({ notApplying: TOO_SMALL }) });
    await renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Delivery' })).toBeVisible();

    const note = await summary().findByText(/takes nothing off now/);
    expect(notApplyingNote()).toHaveTextContent(`SAVE10 takes nothing off now. ${TOO_SMALL}`);
    expect(within(notApplyingNote()!).getByText('SAVE10').tagName).toBe('STRONG');
    // Outside the part of the summary a phone folds away.
    const toggle = summary().getByRole('button', { expanded: false });
    const body = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(body).toContainElement(summary().getByText('Earl Grey Tea × 2'));
    expect(body).not.toContainElement(note);
    expect(totals()).toEqual(['Subtotal: £7.00', 'Delivery: £3.99', 'Total: £10.99']);
    expect(toggle).toHaveTextContent('2 items, £10.99');

    await reviewPickup();
    // At review the code's own place says it, and the summary no longer does.
    expect(saidNotApplying()).toHaveLength(1);
    expect(notApplyingNote()).toBeUndefined();
    expect(saidNotApplying()[0]).toHaveTextContent(`SAVE10 takes nothing off now. ${TOO_SMALL}`);
    expect(totals()).toEqual(['Subtotal: £7.00', 'Delivery: Free', 'Total: £7.00']);
    // The code stays on the cart, with a way to remove it.
    expect(removeButton()).toBeEnabled();

    await placeOrder();
    expect(sentOrders(api)).toEqual([{ deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' }]);
  });

  it('works the delivery fee out on the goods before the discount', async () => {
    // £40.00 of goods is delivered free; £36.00 after the discount would not be.
    const lines = [aCartLine({ priceMinor: 2000, quantity: 2 })];
    const api = mockCheckout({ lines, discount: aCartDiscount({ discountMinor: 400 }) });
    await renderApp('/checkout');
    await summary().findByText('Discount (SAVE10)');
    expect(totals()).toEqual([
      'Subtotal: £40.00',
      'Delivery: Free',
      'Discount (SAVE10): −£4.00',
      'Total: £36.00',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review your order' });
    expect(totals()).toEqual([
      'Subtotal: £40.00',
      'Delivery: Free',
      'Discount (SAVE10): −£4.00',
      'Total: £36.00',
    ]);

    await placeOrder();
    expect(sentOrders(api)).toEqual([
      {
        deliveryOption: 'delivery',
        addressId: HOME.id,
        paymentMethod: 'cash_on_delivery',
        discountCode: 'SAVE10',
      },
    ]);
  });

  it('applies and removes a code at review, on the cart', async () => {
    const api = mockCheckout();
    await renderApp('/checkout');
    await reviewPickup();

    // A code the API refuses is said at the field, and nothing is applied.
    await applyCode('nope');
    const field = screen.getByRole('textbox', { name: 'Discount code' });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNKNOWN);
    expect(field).toHaveAccessibleDescription(UNKNOWN);
    expect(totals()).toEqual(['Subtotal: £7.00', 'Delivery: Free', 'Total: £7.00']);

    await userEvent.clear(field);
    await applyCode('save10');
    expect(await summary().findByText('Discount (SAVE10)')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(totals()).toContain('Total: £6.30');
    expect(api.to('PUT /me/cart/discount').map((request) => JSON.parse(request.data))).toEqual([
      { code: 'NOPE' },
      { code: 'SAVE10' },
    ]);
    expect(storedDraft()).not.toHaveProperty('discountCode');

    await userEvent.click(removeButton());
    expect(await screen.findByRole('textbox', { name: 'Discount code' })).toHaveValue('');
    expect(api.to('DELETE /me/cart/discount')).toHaveLength(1);
    expect(totals()).toEqual(['Subtotal: £7.00', 'Delivery: Free', 'Total: £7.00']);

    await placeOrder();
    expect(sentOrders(api)).toEqual([{ deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' }]);
  });

  it('keeps the customer on review, the cart saying why, when placing refuses the code', async () => {
    const api = mockCheckout({ discount: aCartDiscount(), codeExpires: true });
    await renderApp('/checkout');
    await reviewPickup();
    expect(totals()).toContain('Total: £6.30');
    await userEvent.click(placeButton());

    // The cart, read again, says why the code takes nothing off now, once, beside
    // the code, which stays on the cart; the totals follow.
    const said = await screen.findByText(/takes nothing off now/);
    expect(api.to('GET /me/cart')).toHaveLength(2);
    expect(saidNotApplying()).toHaveLength(1);
    expect(saidNotApplying()[0]).toHaveTextContent(`SAVE10 takes nothing off now. ${EXPIRED}`);
    expect(said.closest('.sf-discount')).toContainElement(removeButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(totals()).toEqual(['Subtotal: £7.00', 'Delivery: Free', 'Total: £7.00']);
    expect(currentLocation()).toBe('/checkout/review');
    expect(screen.getByText('Pick up at Corner Market')).toBeVisible();
    expect(summary().getByText('Earl Grey Tea × 2')).toBeVisible();
    expect(sentOrders(api)).toEqual([
      { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup', discountCode: 'SAVE10' },
    ]);

    // Placing again goes without the code.
    await placeOrder();
    expect(sentOrders(api)[1]).toEqual({
      deliveryOption: 'pickup',
      paymentMethod: 'pay_at_pickup',
    });
  });

  it('lets the wallet pay at most the total after the discount', async () => {
    sessionStore.updateGovernmentVerified('approved');
    const api = mockCheckout({ walletMinor: 1000 });
    await renderApp('/checkout');
    await reviewPickup();
    await applyCode('SAVE10');
    await summary().findByText('Discount (SAVE10)');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pay part with my wallet' }));

    expect(screen.getByRole('textbox', { name: 'Amount from your wallet' })).toHaveValue('6.30');
    expect(totals()).toContain('Paid from wallet: −£6.30');
    expect(totals()).toContain('To pay at pickup: £0.00');
    await placeOrder();
    expect(sentOrders(api)).toEqual([
      {
        deliveryOption: 'pickup',
        paymentMethod: 'pay_at_pickup',
        walletAmountMinor: 630,
        discountCode: 'SAVE10',
      },
    ]);
  });
});
