import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@storefront/shared/contracts';
import { recordLoaderResults, type LoaderResults } from '@storefront/shared/testing';
import { aCart, aCartLine, anOrder, HOME, WORK } from '../../../testing/fixtures';
import {
  currentLocation,
  mockApi,
  renderApp,
  resetPage,
  signIn,
} from '../../../testing/test-utils';

const ORDER = anOrder();

/** A signed-in checkout whose cart empties once the order is placed. */
function mockCheckout(
  placeReply: [status: number, data?: unknown] = [201, ORDER],
  cart: Cart = aCart([aCartLine()]),
) {
  let placed = false;
  return mockApi({
    'GET /me/cart': () => [200, placed ? aCart([]) : cart],
    'GET /me/addresses': [200, { items: [HOME, WORK] }],
    // An empty wallet: these tests are about paying on delivery or at pickup.
    'GET /me/wallet': [
      200,
      { items: [], page: 1, pageSize: 20, total: 0, balanceMinor: 0, currency: 'GBP' },
    ],
    'POST /me/orders': () => {
      placed = placeReply[0] === 201;
      return placeReply;
    },
    [`GET /me/orders/${ORDER.id}`]: [200, ORDER],
  });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('checkout', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetPage();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('sends a guest to sign in first, and back to the very checkout step after', async () => {
    await renderApp('/checkout/review');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(currentLocation()).toBe('/login?returnTo=%2Fcheckout%2Freview');
  });

  it('sends a customer with an unverified mobile number to verify it, and back to the step', async () => {
    signIn({ mobileVerified: 'false' });
    await renderApp('/checkout/delivery');
    await waitFor(() =>
      expect(currentLocation()).toBe('/verify/mobile?returnTo=%2Fcheckout%2Fdelivery'),
    );
  });

  it('delivers to a chosen address and opens the confirmation', async () => {
    signIn();
    const api = mockCheckout();
    await renderApp('/checkout');

    expect(await screen.findByRole('heading', { name: 'Delivery' })).toBeVisible();
    expect(currentLocation()).toBe('/checkout/delivery');
    expect(screen.getByRole('radio', { name: /Home delivery/ })).toBeChecked();
    await userEvent.click(continueButton());

    expect(await screen.findByRole('heading', { name: 'Delivery address' })).toHaveFocus();
    expect(currentLocation()).toBe('/checkout/address');
    expect(screen.getByRole('radio', { name: /12 Market Street/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /1 Office Park/ }));
    await userEvent.click(continueButton());

    expect(await screen.findByRole('heading', { name: 'Review your order' })).toBeVisible();
    expect(currentLocation()).toBe('/checkout/review');
    expect(screen.getByText('Earl Grey Tea × 2')).toBeVisible();
    expect(screen.getByText('1 Office Park')).toBeVisible();
    expect(screen.getByText('Cash on delivery')).toBeVisible();
    expect(screen.getByText('£3.99')).toBeVisible();
    expect(screen.getByText('£10.99')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you, your order is placed' }),
    ).toBeVisible();
    expect(currentLocation()).toBe(`/orders/${ORDER.id}/confirmation`);
    expect(JSON.parse(api.to('POST /me/orders')[0]?.data)).toEqual({
      deliveryOption: 'delivery',
      addressId: WORK.id,
      paymentMethod: 'cash_on_delivery',
    });
    expect(api.to('GET /me/cart')).toHaveLength(2);
    expect(sessionStorage.getItem('sf-checkout-draft')).toBeNull();
  });

  it('lets the customer pick up in store, paying at pickup', async () => {
    signIn();
    const api = mockCheckout([201, anOrder({ deliveryOption: 'pickup', address: null })]);
    await renderApp('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /Store pickup/ }));
    await userEvent.click(continueButton());

    expect(await screen.findByRole('heading', { name: 'Review your order' })).toBeVisible();
    expect(screen.getByText('Pick up at Corner Market')).toBeVisible();
    expect(screen.getByText('Pay at pickup')).toBeVisible();
    expect(screen.getByText('Free')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(currentLocation()).toBe(`/orders/${ORDER.id}/confirmation`));
    expect(JSON.parse(api.to('POST /me/orders')[0]?.data)).toEqual({
      deliveryOption: 'pickup',
      paymentMethod: 'pay_at_pickup',
    });
    expect(api.to('GET /me/addresses')).toHaveLength(0);
  });

  it('keeps the choices through a reload of the page', async () => {
    signIn();
    mockCheckout();
    const first = await renderApp('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /Store pickup/ }));
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Review your order' });
    first.unmount();

    await renderApp('/checkout/review');
    expect(await screen.findByRole('heading', { name: 'Review your order' })).toBeVisible();
    expect(currentLocation()).toBe('/checkout/review');
    expect(screen.getByText('Pick up at Corner Market')).toBeVisible();
  });

  it('skips the delivery question when deliverySelectFromUser is not true', async () => {
    localStorage.setItem('deliverySelectFromUser', 'false');
    signIn();
    mockCheckout();
    await renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Delivery address' })).toBeVisible();
    expect(currentLocation()).toBe('/checkout/address');
    expect(screen.queryByRole('radio', { name: /Store pickup/ })).not.toBeInTheDocument();
  });

  it('uses the default address without asking when addressStatus is not true', async () => {
    localStorage.setItem('addressStatus', 'false');
    signIn();
    mockCheckout();
    await renderApp('/checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Review your order' })).toBeVisible();
    expect(currentLocation()).toBe('/checkout/review');
    expect(screen.getByText('12 Market Street')).toBeVisible();
  });

  it('shows why an order was refused and refreshes the cart when stock ran out', async () => {
    const message = 'Earl Grey Tea has only 1 left. Your cart has been updated.';
    signIn();
    const api = mockCheckout([409, { error: { code: 'OUT_OF_STOCK', message } }]);
    await renderApp('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /Store pickup/ }));
    await userEvent.click(continueButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(results.last()).toEqual({ type: 'error', msg: message });
    expect(api.to('GET /me/cart')).toHaveLength(2);
    expect(currentLocation()).toBe('/checkout/review');
  });

  it('sends the customer to verify when the API says the mobile is not verified', async () => {
    signIn();
    mockCheckout([403, { error: { code: 'MOBILE_NOT_VERIFIED', message: 'Verify first' } }]);
    await renderApp('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /Store pickup/ }));
    await userEvent.click(continueButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/verify/mobile?returnTo=%2Fcheckout%2Freview'),
    );
  });

  it('has nothing to check out with an empty cart', async () => {
    signIn();
    mockCheckout([201, ORDER], aCart([]));
    await renderApp('/checkout');
    expect(await screen.findByText(/Your cart is empty/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });
});
