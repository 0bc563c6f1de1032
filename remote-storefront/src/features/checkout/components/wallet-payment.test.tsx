import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@storefront/shared';
import type { Wallet } from '@storefront/shared/contracts';
import type { InternalAxiosRequestConfig } from '@storefront/shared/testing';
import { aCart, aCartLine, anOrder } from '../../../testing/fixtures';
import {
  currentLocation,
  mockApi,
  renderApp,
  resetPage,
  signIn,
  type MockRoute,
} from '../../../testing/test-utils';

const PICKUP_ORDER = anOrder({
  deliveryOption: 'pickup',
  paymentMethod: 'pay_at_pickup',
  address: null,
  deliveryFeeMinor: 0,
  totalMinor: 700,
  walletPaidMinor: 200,
});

function aWallet(balanceMinor: number): Wallet {
  return { balanceMinor, currency: 'GBP', items: [], page: 1, pageSize: 20, total: 0 };
}

/** A signed-in pickup checkout of £7.00 whose cart empties once the order is placed. */
type ShortReply = [status: number, data?: unknown];

function mockCheckout(
  wallet: MockRoute,
  place: ShortReply | ((request: InternalAxiosRequestConfig) => ShortReply) = [201, PICKUP_ORDER],
) {
  let placed = false;
  return mockApi({
    'GET /me/cart': () => [200, placed ? aCart([]) : aCart([aCartLine()])],
    'GET /me/wallet': wallet,
    'POST /me/orders': (request) => {
      const reply = typeof place === 'function' ? place(request) : place;
      placed = reply[0] === 201;
      return reply;
    },
    [`GET /me/orders/${PICKUP_ORDER.id}`]: [200, PICKUP_ORDER],
  });
}

async function reviewPickup() {
  await renderApp('/checkout');
  await userEvent.click(await screen.findByRole('radio', { name: /Store pickup/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { name: 'Review your order' })).toBeVisible();
}

const walletBox = () => screen.getByRole('checkbox', { name: 'Pay part with my wallet' });
const amountField = () => screen.getByRole('textbox', { name: 'Amount from your wallet' });
const placeButton = () => screen.getByRole('button', { name: 'Place order' });
// The split shows in the order summary beside the step.
const totals = () => within(screen.getByRole('complementary', { name: 'Order summary' }));

describe('checkout: paying from the wallet', () => {
  beforeEach(() => {
    resetPage();
    signIn();
    sessionStore.updateGovernmentVerified('approved');
  });

  it('pays part of the order from the wallet and shows the split through to the confirmation', async () => {
    const api = mockCheckout([200, aWallet(1000)]);
    await reviewPickup();

    expect(await screen.findByText('Your wallet balance: £10.00')).toBeVisible();
    expect(walletBox()).not.toBeChecked();
    expect(screen.queryByText('Paid from wallet')).not.toBeInTheDocument();

    await userEvent.click(walletBox());
    expect(amountField()).toHaveValue('7.00');
    expect(totals().getByText('Paid from wallet').nextSibling).toHaveTextContent('−£7.00');
    expect(totals().getByText('To pay at pickup').nextSibling).toHaveTextContent('£0.00');

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '2');
    expect(totals().getByText('Paid from wallet').nextSibling).toHaveTextContent('−£2.00');
    expect(totals().getByText('To pay at pickup').nextSibling).toHaveTextContent('£5.00');

    await userEvent.click(placeButton());
    await waitFor(() => expect(currentLocation()).toBe(`/orders/${PICKUP_ORDER.id}/confirmation`));
    expect(JSON.parse(api.to('POST /me/orders')[0]?.data)).toEqual({
      deliveryOption: 'pickup',
      paymentMethod: 'pay_at_pickup',
      walletAmountMinor: 200,
    });
    const split = await screen.findByLabelText('How you pay');
    expect(within(split).getByText('Paid from wallet').nextSibling).toHaveTextContent('£2.00');
    expect(within(split).getByText('To pay at pickup').nextSibling).toHaveTextContent('£5.00');
  });

  it('checks the amount beside the field and places nothing until it is right', async () => {
    const api = mockCheckout([200, aWallet(500)]);
    await reviewPickup();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pay part with my wallet' }));
    expect(amountField()).toHaveValue('5.00');

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '6');
    await userEvent.click(placeButton());
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('Pay at most £5.00 from your wallet'),
    );
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '1.234');
    await userEvent.tab();
    expect(amountField()).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount like 2.50'),
    );
    await userEvent.click(placeButton());
    expect(api.to('POST /me/orders')).toHaveLength(0);

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '0');
    await userEvent.click(placeButton());
    await waitFor(() => expect(api.to('POST /me/orders')).toHaveLength(1));
    expect(JSON.parse(api.to('POST /me/orders')[0]?.data)).not.toHaveProperty('walletAmountMinor');
  });

  it('offers the wallet switched off, with the way to verify, when documents are not approved', async () => {
    sessionStore.updateGovernmentVerified('pending');
    mockCheckout([200, aWallet(1000)]);
    await reviewPickup();
    expect(await screen.findByText('Your wallet balance: £10.00')).toBeVisible();
    expect(walletBox()).toBeDisabled();
    expect(
      screen.getByRole('link', { name: 'Verify your documents to pay from your wallet' }),
    ).toHaveAttribute('href', '/verify/documents?returnTo=/checkout/review');
  });

  it('offers nothing with an empty wallet', async () => {
    const api = mockCheckout([200, aWallet(0)]);
    await reviewPickup();
    await waitFor(() => expect(api.to('GET /me/wallet')).toHaveLength(1));
    expect(
      screen.queryByRole('checkbox', { name: 'Pay part with my wallet' }),
    ).not.toBeInTheDocument();
  });

  it('shows a refusal for too small a balance, reloads it and keeps the checkout', async () => {
    let walletCalls = 0;
    const message = 'Your wallet holds only £1.00.';
    mockCheckout(() => {
      walletCalls += 1;
      return [200, aWallet(walletCalls === 1 ? 1000 : 100)];
    }, [409, { error: { code: 'WALLET_INSUFFICIENT', message } }]);
    await reviewPickup();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pay part with my wallet' }));
    await userEvent.click(placeButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await screen.findByText('Your wallet balance: £1.00')).toBeVisible();
    expect(currentLocation()).toBe('/checkout/review');
    expect(screen.getByText('Earl Grey Tea × 2')).toBeVisible();
  });

  it('explains a refusal for unapproved documents, with the way to verify', async () => {
    mockCheckout(
      [200, aWallet(1000)],
      [
        403,
        {
          error: {
            code: 'DOCUMENTS_NOT_APPROVED',
            message: 'Your documents are not approved yet.',
          },
        },
      ],
    );
    await reviewPickup();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pay part with my wallet' }));
    await userEvent.click(placeButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your documents are not approved yet.');
    expect(
      within(alert).getByRole('link', { name: 'Verify your documents to pay from your wallet' }),
    ).toHaveAttribute('href', '/verify/documents?returnTo=/checkout/review');
    await waitFor(() => expect(walletBox()).toBeDisabled());
    expect(walletBox()).not.toBeChecked();
    expect(currentLocation()).toBe('/checkout/review');
  });
});
