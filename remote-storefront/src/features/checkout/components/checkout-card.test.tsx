import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@storefront/shared';
import { openPaymentPage } from '../../../lib/card-payment';
import {
  aCart,
  aCartLine,
  aCardPayment,
  anOrder,
  CARD_STORE,
  HOME,
  PAY_URL,
} from '../../../testing/fixtures';
import {
  apiError,
  currentLocation,
  mockApi,
  renderApp,
  resetPage,
  signIn,
  type Reply,
} from '../../../testing/test-utils';

const CARD_ORDER = anOrder({ paymentMethod: 'card', payments: [aCardPayment()] });
const IN_PERSON_ORDER = anOrder();
const UNAVAILABLE =
  "Card payment isn't available right now. Try again in a minute, or pay in person.";

/** A signed-in checkout of £7.00 delivered to HOME; the cart empties once an order is placed. */
function mockCheckout(...placeReplies: Reply[]) {
  return mockCheckoutWithWallet(0, ...placeReplies);
}

function mockCheckoutWithWallet(walletMinor: number, ...placeReplies: Reply[]) {
  let placed = false;
  let orders = 0;
  return mockApi({
    'GET /me/cart': () => [200, placed ? aCart([]) : aCart([aCartLine()])],
    'GET /me/addresses': [200, { items: [HOME] }],
    'GET /me/wallet': [
      200,
      { items: [], page: 1, pageSize: 20, total: 0, balanceMinor: walletMinor, currency: 'GBP' },
    ],
    // The replies in turn, the last one repeating.
    'POST /me/orders': () => {
      const reply = placeReplies[Math.min(orders++, placeReplies.length - 1)]!;
      placed = (Array.isArray(reply) ? reply[0] : reply.status) === 201;
      return reply;
    },
    [`GET /me/orders/${IN_PERSON_ORDER.id}`]: [200, IN_PERSON_ORDER],
  });
}

const payGroup = () => screen.queryByRole('group', { name: 'How would you like to pay?' });
const cardRadio = () => screen.getByRole('radio', { name: 'Card' });
const sentOrders = (api: ReturnType<typeof mockApi>) =>
  api.to('POST /me/orders').map((request) => JSON.parse(request.data));
const storedDraft = () => JSON.parse(sessionStorage.getItem('sf-checkout-draft') ?? 'null');

async function reviewDelivery() {
  await renderApp('/checkout');
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Review your order' })).toBeVisible();
}

// jsdom cannot leave for another origin: watch the one place that does.
jest.mock('../../../lib/card-payment', () => ({
  ...jest.requireActual<object>('../../../lib/card-payment'),
  openPaymentPage: jest.fn(),
}));

describe('checkout: paying by card', () => {
  beforeEach(() => {
    resetPage();
    signIn();
    jest.mocked(openPaymentPage).mockClear();
  });

  it('offers no choice where the store takes no cards: paid in person, as before', async () => {
    const api = mockCheckout([201, IN_PERSON_ORDER]);
    await reviewDelivery();

    expect(payGroup()).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Card' })).not.toBeInTheDocument();
    expect(screen.getByText('Payment').nextElementSibling).toHaveTextContent('Cash on delivery');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await screen.findByRole('heading', { name: 'Thank you, your order is placed' });
    expect(sentOrders(api)).toEqual([
      { deliveryOption: 'delivery', addressId: HOME.id, paymentMethod: 'cash_on_delivery' },
    ]);
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it.each([
    ['home delivery', 'Cash on delivery', false],
    ['store pickup', 'Pay at pickup', true],
  ] as const)(
    'offers card beside the in-person way of %s, in person by default',
    async (_, inPerson, pickup) => {
      sessionStore.updateStoreDetails(CARD_STORE);
      mockCheckout();
      await renderApp('/checkout');
      if (pickup) await userEvent.click(await screen.findByRole('radio', { name: /Store pickup/ }));
      await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
      if (!pickup) await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
      await screen.findByRole('heading', { name: 'Review your order' });

      const group = within(payGroup()!);
      expect(group.getAllByRole('radio')).toHaveLength(2);
      expect(group.getByRole('radio', { name: inPerson })).toBeChecked();
      expect(cardRadio()).not.toBeChecked();
      expect(cardRadio()).toHaveAccessibleDescription(
        "Pay now on Stripe's secure page; the money is taken when your order is complete.",
      );
      expect(screen.getByRole('button', { name: 'Place order' })).toBeVisible();
      expect(screen.queryByText('Payment')).not.toBeInTheDocument();
    },
  );

  it('places a card order and leaves for Stripe’s page, not the confirmation', async () => {
    sessionStore.updateStoreDetails(CARD_STORE);
    const api = mockCheckout([201, CARD_ORDER]);
    await reviewDelivery();
    await userEvent.click(cardRadio());
    expect(storedDraft()).toMatchObject({ payByCard: true });
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Your order is placed. Taking you to Stripe's secure page to pay.",
    );
    expect(openPaymentPage).toHaveBeenCalledTimes(1);
    expect(openPaymentPage).toHaveBeenCalledWith(PAY_URL);
    expect(screen.getByRole('link', { name: 'Go to the payment page' })).toHaveAttribute(
      'href',
      PAY_URL,
    );
    expect(currentLocation()).toBe('/checkout/review');
    expect(sentOrders(api)).toEqual([
      { deliveryOption: 'delivery', addressId: HOME.id, paymentMethod: 'card' },
    ]);
    expect(storedDraft()).toBeNull();
  });

  it('shows what is left to pay by card once the wallet pays part, and sends both', async () => {
    sessionStore.updateStoreDetails(CARD_STORE);
    sessionStore.updateGovernmentVerified('approved');
    const api = mockCheckoutWithWallet(300, [201, CARD_ORDER]);
    await reviewDelivery();
    await userEvent.click(cardRadio());
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pay part with my wallet' }));

    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    expect(summary.getByText('To pay by card').nextElementSibling).toHaveTextContent('£7.99');
    expect(summary.queryByText(/To pay on delivery/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await screen.findByText(/Taking you to Stripe's secure page/);
    expect(sentOrders(api)).toEqual([
      {
        deliveryOption: 'delivery',
        addressId: HOME.id,
        paymentMethod: 'card',
        walletAmountMinor: 300,
      },
    ]);
    expect(openPaymentPage).toHaveBeenCalledWith(PAY_URL);
  });

  it('keeps the card choice through a reload of the page', async () => {
    sessionStore.updateStoreDetails(CARD_STORE);
    mockCheckout();
    const first = await renderApp('/checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Card' }));
    first.unmount();

    await renderApp('/checkout/review');
    expect(await screen.findByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  });

  it('says at the choice when Stripe is unavailable, keeps every choice, and lets them pay in person', async () => {
    sessionStore.updateStoreDetails(CARD_STORE);
    const api = mockCheckout(
      apiError(503, 'CARD_PAYMENT_UNAVAILABLE', UNAVAILABLE, 'paymentMethod'),
      [201, IN_PERSON_ORDER],
    );
    await reviewDelivery();
    await userEvent.click(cardRadio());
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(payGroup()).toHaveAccessibleDescription(UNAVAILABLE);
    expect(openPaymentPage).not.toHaveBeenCalled();
    // Nothing was written: the same review, the same cart, the same draft.
    expect(currentLocation()).toBe('/checkout/review');
    expect(cardRadio()).toBeChecked();
    expect(screen.getByText('12 Market Street')).toBeVisible();
    expect(screen.getByText('Earl Grey Tea × 2')).toBeVisible();
    expect(api.to('GET /me/cart')).toHaveLength(1);
    expect(storedDraft()).toMatchObject({
      step: 'review',
      deliveryOption: 'delivery',
      address: { id: HOME.id },
      payByCard: true,
    });

    await userEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(payGroup()).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await screen.findByRole('heading', { name: 'Thank you, your order is placed' });
    expect(currentLocation()).toBe(`/orders/${IN_PERSON_ORDER.id}/confirmation`);
    expect(sentOrders(api).map((order) => order.paymentMethod)).toEqual([
      'card',
      'cash_on_delivery',
    ]);
  });
});
