import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@storefront/shared';
import type { Cart } from '@storefront/shared/contracts';
import { aCart, aCartLine, aDiscountQuote, anOrder, HOME } from '../../../testing/fixtures';
import {
  apiError,
  currentLocation,
  mockApi,
  renderApp,
  resetPage,
  signIn,
  type Reply,
} from '../../../testing/test-utils';

const ORDER = anOrder({ discountCode: 'SAVE10', discountMinor: 70, totalMinor: 1029 });
const EXPIRED = 'SAVE10 expired on 30 November 2026.';

/** A signed-in checkout of £7.00 in which SAVE10 takes 10% off; its cart empties once placed. */
function mockCheckout({
  cart = aCart([aCartLine()]),
  place = [201, ORDER],
  walletMinor = 0,
}: { cart?: Cart; place?: Reply; walletMinor?: number } = {}) {
  let placed = false;
  return mockApi({
    'GET /me/cart': () => [200, placed ? aCart([]) : cart],
    'GET /me/addresses': [200, { items: [HOME] }],
    'GET /me/wallet': [
      200,
      { items: [], page: 1, pageSize: 20, total: 0, balanceMinor: walletMinor, currency: 'GBP' },
    ],
    'GET /me/cart/discount': [
      200,
      aDiscountQuote({
        eligibleSubtotalMinor: cart.subtotalMinor,
        discountMinor: cart.subtotalMinor / 10,
      }),
    ],
    'POST /me/orders': () => {
      placed = Array.isArray(place) && place[0] === 201;
      return place;
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
const codeField = () => screen.getByRole('textbox', { name: 'Discount code' });
const placeButton = () => screen.getByRole('button', { name: 'Place order' });
const sentOrder = (api: ReturnType<typeof mockApi>) =>
  JSON.parse(api.to('POST /me/orders')[0]?.data);
const storedCode = () =>
  JSON.parse(sessionStorage.getItem('sf-checkout-draft') ?? '{}').discountCode;

async function applyCode(typed: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Discount code' }), typed);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await summary().findByText(`Discount (${typed})`);
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

  it('takes the code applied on the cart to review, and sends it with the order', async () => {
    const api = mockCheckout();
    await renderApp('/cart');
    await applyCode('SAVE10');
    await userEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    await reviewPickup();

    expect(screen.getByText(/applied: 10% off/)).toHaveTextContent('SAVE10 applied: 10% off');
    expect(totals()).toEqual([
      'Subtotal: £7.00',
      'Delivery: Free',
      'Discount (SAVE10): −£0.70',
      'Total: £6.30',
    ]);
    await userEvent.click(placeButton());

    expect(
      await screen.findByRole('heading', { name: 'Thank you, your order is placed' }),
    ).toBeVisible();
    expect(sentOrder(api)).toEqual({
      deliveryOption: 'pickup',
      paymentMethod: 'pay_at_pickup',
      discountCode: 'SAVE10',
    });
  });

  it('works the delivery fee out on the goods before the discount', async () => {
    mockCheckout({ cart: aCart([aCartLine({ priceMinor: 2000, quantity: 2 })]) });
    await renderApp('/checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review your order' });
    await applyCode('SAVE10');
    expect(totals()).toEqual([
      'Subtotal: £40.00',
      'Delivery: Free',
      'Discount (SAVE10): −£4.00',
      'Total: £36.00',
    ]);
  });

  it('applies and removes a code at review', async () => {
    const api = mockCheckout();
    await renderApp('/checkout');
    await reviewPickup();
    await applyCode('SAVE10');
    expect(totals()).toContain('Total: £6.30');
    expect(storedCode()).toBe('SAVE10');

    await userEvent.click(screen.getByRole('button', { name: 'Remove discount code SAVE10' }));
    expect(totals()).toEqual(['Subtotal: £7.00', 'Delivery: Free', 'Total: £7.00']);
    expect(storedCode()).toBeNull();
    await userEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Thank you, your order is placed' });
    expect(sentOrder(api)).toEqual({ deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' });
  });

  it('keeps the customer on review, with the reason at the field, when placing refuses the code', async () => {
    const api = mockCheckout({
      place: apiError(409, 'DISCOUNT_CODE_REFUSED', EXPIRED, 'discountCode'),
    });
    await renderApp('/checkout');
    await reviewPickup();
    await applyCode('SAVE10');
    await userEvent.click(placeButton());

    const said = await screen.findByRole('alert');
    expect(said).toHaveTextContent(EXPIRED);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(codeField()).toHaveValue('SAVE10');
    expect(codeField()).toHaveAccessibleDescription(EXPIRED);
    expect(currentLocation()).toBe('/checkout/review');
    expect(screen.getByText('Pick up at Corner Market')).toBeVisible();
    expect(summary().getByText('Earl Grey Tea × 2')).toBeVisible();
    expect(totals()).toEqual(['Subtotal: £7.00', 'Delivery: Free', 'Total: £7.00']);
    expect(storedCode()).toBeNull();
    expect(sentOrder(api)).toMatchObject({ discountCode: 'SAVE10' });
    expect(api.to('GET /me/cart')).toHaveLength(1);
  });

  it('lets the wallet pay at most the total after the discount', async () => {
    sessionStore.updateGovernmentVerified('approved');
    const api = mockCheckout({ walletMinor: 1000 });
    await renderApp('/checkout');
    await reviewPickup();
    await applyCode('SAVE10');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pay part with my wallet' }));

    expect(screen.getByRole('textbox', { name: 'Amount from your wallet' })).toHaveValue('6.30');
    expect(totals()).toContain('To pay at pickup: £0.00');
    await userEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Thank you, your order is placed' });
    expect(sentOrder(api)).toMatchObject({ walletAmountMinor: 630, discountCode: 'SAVE10' });
  });
});
