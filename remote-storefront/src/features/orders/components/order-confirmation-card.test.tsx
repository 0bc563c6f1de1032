import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCart, aCardPayment, anOrder, PAY_URL } from '../../../testing/fixtures';
import { mockApi, renderApp, resetPage, signIn, type Reply } from '../../../testing/test-utils';

const pending = anOrder({ paymentMethod: 'card', payments: [aCardPayment()] });
const authorised = anOrder({
  paymentMethod: 'card',
  payments: [aCardPayment({ status: 'authorised', payUrl: null })],
});
// Stripe's page expired unpaid: the system cancelled the order.
const expired = anOrder({
  status: 'cancelled',
  paymentMethod: 'card',
  payments: [aCardPayment({ status: 'cancelled', payUrl: null })],
});

const ORDER_ROUTE = `GET /me/orders/${pending.id}`;
const CANCEL_ROUTE = `POST /me/orders/${pending.id}/cancel`;
const WAITING = "We're waiting for your card payment.";
const LEFT =
  "You left the payment page before paying. We'll hold your order for 30 minutes: pay now, or cancel the order.";
const NEVER_PAID =
  "This order is cancelled because the card payment wasn't made. Nothing was taken from your card.";

/** The order's answers in turn, the last one repeating. */
function mockOrder(...answers: Reply[]) {
  return mockApi({
    'GET /me/cart': [200, aCart([])],
    [ORDER_ROUTE]: answers,
    [CANCEL_ROUTE]: [200, expired],
  });
}

const passes = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const reads = (api: ReturnType<typeof mockApi>) => api.to(ORDER_ROUTE).length;

describe('order confirmation: card payments', () => {
  beforeEach(() => {
    resetPage();
    signIn();
  });

  afterEach(() => jest.useRealTimers());

  it('waits for a pending payment, reading the order every 2 s until it is authorised', async () => {
    jest.useFakeTimers();
    const api = mockOrder([200, pending], [200, pending], [200, authorised]);
    await renderApp(`/orders/${pending.id}/confirmation`);

    expect(await screen.findByRole('status')).toHaveTextContent(WAITING);
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', PAY_URL);
    expect(screen.queryByText(/send you a text/)).not.toBeInTheDocument();
    expect(reads(api)).toBe(1);

    await passes(1_999);
    expect(reads(api)).toBe(1);
    await passes(1);
    expect(reads(api)).toBe(2);
    expect(screen.getByRole('status')).toHaveTextContent(WAITING);

    await passes(2_000);
    expect(reads(api)).toBe(3);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Card payment authorised: £10.99 will be taken when your order is complete.',
    );
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.getByText("We'll send you a text when it is on its way.")).toBeVisible();

    // Settled: no more reads.
    await passes(20_000);
    expect(reads(api)).toBe(3);
  });

  it('stops reading after a minute, and lets the customer check again', async () => {
    jest.useFakeTimers();
    const api = mockOrder([200, pending]);
    await renderApp(`/orders/${pending.id}/confirmation`);
    await screen.findByRole('status');

    await passes(60_000);
    expect(reads(api)).toBe(31);
    await passes(30_000);
    expect(reads(api)).toBe(31);
    expect(screen.getByRole('status')).toHaveTextContent(WAITING);

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
    await passes(2_000);
    expect(reads(api)).toBe(32);
  });

  it('stops reading when the customer leaves the page', async () => {
    jest.useFakeTimers();
    const api = mockOrder([200, pending]);
    const page = await renderApp(`/orders/${pending.id}/confirmation`);
    await screen.findByRole('status');
    await passes(2_000);
    expect(reads(api)).toBe(2);

    page.unmount();
    await passes(20_000);
    expect(reads(api)).toBe(2);
  });

  it('holds the order for a customer back from Stripe unpaid, who may pay or cancel', async () => {
    jest.useFakeTimers();
    const api = mockOrder([200, pending]);
    await renderApp(`/orders/${pending.id}/confirmation?payment=cancelled`);

    expect(await screen.findByRole('status')).toHaveTextContent(LEFT);
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', PAY_URL);
    // They left Stripe's page: no payment is on its way to wait for.
    await passes(10_000);
    expect(reads(api)).toBe(1);

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText(NEVER_PAID)).toBeVisible();
    expect(api.to(CANCEL_ROUTE)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('says plainly that an order never paid for is cancelled', async () => {
    mockOrder([200, expired]);
    await renderApp(`/orders/${pending.id}/confirmation`);

    expect(await screen.findByRole('status')).toHaveTextContent(NEVER_PAID);
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/send you a text/)).not.toBeInTheDocument();
  });

  it('says nothing of a card for an order paid in person', async () => {
    mockOrder([200, anOrder()]);
    await renderApp(`/orders/${pending.id}/confirmation`);

    expect(await screen.findByText("We'll send you a text when it is on its way.")).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });
});
