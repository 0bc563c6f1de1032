import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@storefront/shared';
import { aCart, aCartLine, CARD_STORE, HOME, STORE } from '../../../testing/fixtures';
import {
  apiError,
  mockApi,
  renderApp,
  resetPage,
  signIn,
  STORE_ROUTE,
  type MockRoute,
} from '../../../testing/test-utils';

// Two teas at £3.50: £7.00 of goods.
function mockCheckout(store: MockRoute) {
  return mockApi({
    [STORE_ROUTE]: store,
    'GET /me/cart': [200, aCart([aCartLine({ quantity: 2 })])],
    'GET /me/addresses': [200, { items: [HOME] }],
    'GET /me/wallet': [
      200,
      { items: [], page: 1, pageSize: 20, total: 0, balanceMinor: 0, currency: 'GBP' },
    ],
  });
}

const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));

describe('checkout: the store’s delivery terms', () => {
  beforeEach(() => {
    resetPage();
    signIn();
  });

  it('reads the fee afresh from the store, not from what the tab loaded before', async () => {
    // The tab still holds the seeded £3.99; the store has since set £2.50, never free.
    const api = mockCheckout([
      200,
      { ...STORE, deliveryFeeMinor: 250, freeDeliveryFromMinor: null },
    ]);
    await renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Delivery' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Home delivery/ })).toHaveAccessibleName(
      expect.stringContaining('£2.50.'),
    );
    expect(summary().getByText('Delivery').nextSibling).toHaveTextContent('£2.50');
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('£9.50');
    expect(api.to(STORE_ROUTE)).toHaveLength(1);
  });

  it('offers no card when the store no longer takes cards, though the tab loaded it when it did', async () => {
    sessionStore.updateStoreDetails(CARD_STORE);
    mockCheckout([200, STORE]);
    await renderApp('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /Store pickup/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review your order' });
    expect(screen.queryByRole('radio', { name: /Card/ })).toBeNull();
    expect(screen.getByText('Pay at pickup')).toBeVisible();
  });

  it('refuses goods below the store’s minimum basket, saying how much more, with the way back to the cart', async () => {
    mockCheckout([200, { ...STORE, minimumBasketMinor: 1500 }]);
    await renderApp('/checkout');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The store’s minimum order is £15.00 of goods. Add £8.00 more to check out.',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('prices weighed goods at their estimate, and says what is held for their real weight', async () => {
    mockApi({
      [STORE_ROUTE]: [200, { ...STORE, weighedBufferPercent: 20 }],
      // Six loose bananas at £1.15 a kg, about 180 g each: 21p each, 6 × 21p = £1.26.
      'GET /me/cart': [
        200,
        aCart([
          aCartLine({ quantity: 2 }),
          aCartLine({
            productId: 8,
            name: 'Loose Bananas',
            priceMinor: 115,
            unit: 'per_kg',
            estimatedWeightGrams: 180,
            quantity: 6,
          }),
        ]),
      ],
      'GET /me/addresses': [200, { items: [HOME] }],
    });
    await renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Delivery' })).toBeVisible();
    expect(summary().getByText('Loose Bananas × 6 (about 1.080 kg)').nextSibling).toHaveTextContent(
      '£1.26',
    );
    expect(summary().getByText('Subtotal').nextSibling).toHaveTextContent('£8.26');
    // Delivery £3.99 on £8.26: £12.25, and 20 % of the bananas' £1.26 (26p) held over it.
    expect(
      summary().getByText(/Weighed items are priced at their real weight when they are picked/),
    ).toHaveTextContent('We hold up to £12.51 and take only what is due.');
  });

  it('offers to try again when the store does not load, and goes on once it does', async () => {
    mockCheckout([apiError(503, 'UNAVAILABLE', 'Down for a moment'), [200, STORE]]);
    await renderApp('/checkout');
    await userEvent.click(await screen.findByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('heading', { name: 'Delivery' })).toBeVisible();
    expect(summary().getByText('Delivery').nextSibling).toHaveTextContent('£3.99');
  });
});
