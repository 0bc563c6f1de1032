import { screen, waitFor, within } from '@testing-library/react';
import { anOrder } from '../../../testing/fixtures';
import {
  currentLocation,
  mockApi,
  renderApp,
  resetPage,
  signIn,
} from '../../../testing/test-utils';

const ORDER = anOrder();

describe('order confirmation', () => {
  beforeEach(resetPage);

  it('thanks the customer with the order number, lines, totals and address', async () => {
    signIn();
    mockApi({ [`GET /me/orders/${ORDER.id}`]: [200, ORDER] });
    await renderApp(`/orders/${ORDER.id}/confirmation`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you, your order is placed' }),
    ).toBeVisible();
    expect(screen.getByText('CM-000012')).toBeVisible();
    expect(screen.getByText('2 × £3.50')).toBeVisible();
    expect(screen.getByText('£10.99')).toBeVisible();
    expect(screen.getByText('1 Office Park')).toBeVisible();
    expect(screen.getByText('Cash on delivery')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View order details' })).toHaveAttribute(
      'href',
      `/dashboard/order-details/${ORDER.id}`,
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('names the store for a pickup order', async () => {
    signIn();
    const pickup = anOrder({
      deliveryOption: 'pickup',
      paymentMethod: 'pay_at_pickup',
      address: null,
      deliveryFeeMinor: 0,
      totalMinor: 700,
    });
    mockApi({ [`GET /me/orders/${ORDER.id}`]: [200, pickup] });
    await renderApp(`/orders/${ORDER.id}/confirmation`);
    expect(await screen.findByText('Pick up at Corner Market')).toBeVisible();
    expect(screen.getByText('Pay at pickup')).toBeVisible();
  });

  it('shows the discount code and what it took off, in the total', async () => {
    signIn();
    const order = anOrder({ discountCode: 'SAVE10', discountMinor: 70, totalMinor: 1029 });
    mockApi({ [`GET /me/orders/${ORDER.id}`]: [200, order] });
    await renderApp(`/orders/${ORDER.id}/confirmation`);
    const discount = await screen.findByText('Discount (SAVE10)');
    expect(discount.nextElementSibling).toHaveTextContent('−£0.70');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('£10.29');
  });

  it.each([
    ['delivery', 'Delivery slot', anOrder()],
    [
      'pickup',
      'Pickup slot',
      anOrder({ deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup', address: null }),
    ],
  ] as const)('shows the %s slot the order was placed for', async (_, label, order) => {
    signIn();
    const slot = { startsAt: '2026-11-27T10:00:00.000Z', endsAt: '2026-11-27T12:00:00.000Z' };
    mockApi({ [`GET /me/orders/${ORDER.id}`]: [200, { ...order, slot }] });
    await renderApp(`/orders/${ORDER.id}/confirmation`);
    expect(await screen.findByRole('heading', { name: label })).toBeVisible();
    expect(screen.getByText('Fri 27 Nov, 10:00–12:00')).toBeVisible();
  });

  it('says nothing of a slot when the order has none', async () => {
    signIn();
    mockApi({ [`GET /me/orders/${ORDER.id}`]: [200, ORDER] });
    await renderApp(`/orders/${ORDER.id}/confirmation`);
    await screen.findByRole('heading', { level: 1, name: 'Thank you, your order is placed' });
    expect(screen.queryByText(/slot/i)).not.toBeInTheDocument();
  });

  it.each([
    ['placed', 'what is left to pay', ['Paid from wallet: £2.00', 'To pay at pickup: £5.00']],
    ['completed', 'what was paid', ['Paid from wallet: £2.00', 'Paid at pickup: £5.00']],
    [
      'cancelled',
      'that nothing is to pay',
      ['Refunded to your wallet: £2.00', 'Cancelled: Nothing to pay'],
    ],
  ] as const)(
    'says for a %s order %s, never an amount due once it is closed',
    async (status, _, split) => {
      signIn();
      const order = anOrder({
        status,
        deliveryOption: 'pickup',
        paymentMethod: 'pay_at_pickup',
        address: null,
        deliveryFeeMinor: 0,
        totalMinor: 700,
        walletPaidMinor: 200,
      });
      mockApi({ [`GET /me/orders/${ORDER.id}`]: [200, order] });
      await renderApp(`/orders/${ORDER.id}/confirmation`);
      const how = within(await screen.findByLabelText('How you pay'));
      expect(
        how
          .getAllByRole('term')
          .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
      ).toEqual(split);
      if (status !== 'placed') expect(document.body).not.toHaveTextContent(/to pay at|amount due/i);
    },
  );

  it('says a completed order paid on delivery was paid', async () => {
    signIn();
    mockApi({ [`GET /me/orders/${ORDER.id}`]: [200, anOrder({ status: 'completed' })] });
    await renderApp(`/orders/${ORDER.id}/confirmation`);
    expect(
      await screen.findByText('This order is complete. Thank you for shopping with us.'),
    ).toBeVisible();
    expect(
      within(screen.getByLabelText('How you pay')).getByText('Paid on delivery').nextSibling,
    ).toHaveTextContent('£10.99');
  });

  it('sends a guest to sign in first', async () => {
    await renderApp(`/orders/${ORDER.id}/confirmation`);
    await waitFor(() =>
      expect(currentLocation()).toBe(
        `/login?returnTo=${encodeURIComponent(`/orders/${ORDER.id}/confirmation`)}`,
      ),
    );
  });
});
