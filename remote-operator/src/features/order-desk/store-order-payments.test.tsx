import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payment } from '@storefront/shared/contracts';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import { apiError, mockApi, type Route } from '@storefront/shared/testing';
import { aCardPayment, aWalletPayment, paymentQueries, totals } from '@storefront/ui/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';
import {
  aDeskPage,
  anOperatorOrder,
  GET_ACTIVITY,
  GET_ORDER,
  movedTo,
  ORDER_PATH,
  POST_STATUS,
} from '../../testing/order-desk-fixtures';

const PAYMENT_PENDING =
  'The customer has not paid by card yet. The order moves on once they have, or it can be cancelled.';
const WAITING = "Waiting for the customer's card payment.";

const json = (data: unknown) => JSON.parse(data as string) as unknown;
const { section: payments, factsOf, eventsOf } = paymentQueries('Payments');

const wallet = aWalletPayment(500);
const pendingCard = aCardPayment(1579, 'pending');
const authorisedCard = aCardPayment(1579, 'authorised');

/** £20.79: £5.00 from the wallet, £15.79 by card; just placed. */
function aCardOrder(card: Payment, change: Partial<OperatorOrder> = {}): OperatorOrder {
  return anOperatorOrder({
    status: 'placed',
    paymentMethod: 'card',
    walletPaidMinor: 500,
    // As the API says it: nothing to collect in person, the card pays the rest.
    amountDueMinor: 0,
    payments: [wallet, card],
    history: [{ status: 'placed', at: '2025-03-02T10:00:00.000Z', note: null, changedBy: null }],
    nextStatuses: ['confirmed', 'cancelled'],
    ...change,
  });
}

function mockOrderApi(routes: Record<string, Route>) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    [GET_ACTIVITY]: { status: 200, data: aDeskPage([]) },
    ...routes,
  });
}

describe('One store order: payments', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('shows each payment with its status, amounts and events, so a card is seen authorised before confirming', async () => {
    mockOrderApi({ [GET_ORDER]: { status: 200, data: aCardOrder(authorisedCard) } });
    renderOperatorAt(ORDER_PATH);

    await screen.findByRole('region', { name: 'Payments' });
    expect(
      within(payments())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Wallet', 'Card']);
    expect(factsOf('Wallet')).toEqual([
      'Status: Paid',
      'Amount: £5.00',
      'Captured: £5.00',
      'Refunded: £0.00',
    ]);
    expect(eventsOf('Wallet')).toEqual(['Paid £5.00 · 2 Mar 2025, 10:00']);
    expect(factsOf('Card')).toEqual([
      'Status: Authorised',
      'Amount: £15.79',
      'Captured: £0.00',
      'Refunded: £0.00',
    ]);
    expect(eventsOf('Card')).toEqual([
      'Started £15.79 · 2 Mar 2025, 10:00',
      'Authorised £15.79 · 2 Mar 2025, 10:04Card payment authorised on Stripe',
    ]);

    expect(totals()).toContain('Held on the card: £15.79, what was picked taken on completion');
    expect(screen.getByLabelText('Totals')).not.toHaveTextContent(/amount due/i);
    // Paid: nothing to wait for, nothing to look into.
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Mark Confirmed' }),
    ).not.toHaveAccessibleDescription();
  });

  it('says when a Stripe event was refused, so the order needs attention before it goes on', async () => {
    const reason = "Stripe's event was for £0.01, but this payment is £15.79 (the amount differs).";
    const refused = aCardPayment(1579, 'pending', {
      events: [
        ...pendingCard.events,
        { kind: 'rejected_event', amountMinor: 1, at: '2025-03-02T10:05:00.000Z', note: reason },
      ],
    });
    mockOrderApi({
      [GET_ORDER]: { status: 200, data: aCardOrder(refused, { attention: [reason] }) },
    });
    renderOperatorAt(ORDER_PATH);

    const notice = await screen.findByRole('region', { name: 'Needs attention' });
    expect(within(notice).getByText(reason, { exact: false })).toHaveTextContent(
      `Needs attention: ${reason}`,
    );
    expect(notice).toHaveTextContent('Check the card payment in Stripe');
    // Read before the moves: it comes first on the page.
    expect(
      notice.compareDocumentPosition(screen.getByRole('button', { name: 'Mark Confirmed' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(factsOf('Card')[0]).toBe('Status: Waiting for payment');
    expect(eventsOf('Card')).toEqual([
      'Started £15.79 · 2 Mar 2025, 10:00',
      `Event refused £0.01 · 2 Mar 2025, 10:05${reason}`,
    ]);
  });

  it('says the card is still to be paid beside the moves, and shows the API’s refusal to move on', async () => {
    const user = userEvent.setup();
    const api = mockOrderApi({
      [GET_ORDER]: { status: 200, data: aCardOrder(pendingCard) },
      [POST_STATUS]: apiError(409, 'PAYMENT_PENDING', PAYMENT_PENDING, 'status'),
    });
    renderOperatorAt(ORDER_PATH);

    const confirm = await screen.findByRole('button', { name: 'Mark Confirmed' });
    expect(screen.getByText(WAITING)).toBeVisible();
    expect(confirm).toHaveAccessibleDescription(WAITING);
    expect(factsOf('Card')[0]).toBe('Status: Waiting for payment');
    // The API names nothing due in person for a card order: the card pays it.
    expect(totals()).toContain('Card payment: £15.79, not paid yet');
    expect(screen.getByLabelText('Totals')).not.toHaveTextContent(/nothing due/i);

    await user.click(confirm);

    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_PENDING);
    expect(json(api.to(POST_STATUS)[0]!.data)).toEqual({ status: 'confirmed' });
    // A refusal (409) reads the order again, keeping the message up.
    await waitFor(() => expect(api.to(GET_ORDER)).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_PENDING);
    expect(screen.getByRole('button', { name: 'Mark Confirmed' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  });

  it('says when the card could not be taken, and completes on trying again', async () => {
    const user = userEvent.setup();
    const outForDelivery = aCardOrder(authorisedCard, {
      status: 'out_for_delivery',
      nextStatuses: ['completed'],
    });
    const unavailable =
      'The card payment could not be taken: Stripe did not answer. Nothing was changed; try again.';
    const api = mockOrderApi({
      [GET_ORDER]: { status: 200, data: outForDelivery },
      [POST_STATUS]: [
        apiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', unavailable),
        { status: 200, data: movedTo(outForDelivery, 'completed') },
      ],
    });
    renderOperatorAt(ORDER_PATH);

    await user.click(await screen.findByRole('button', { name: 'Mark Completed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(unavailable);
    // Nothing changed, so there is nothing to read again.
    expect(api.to(GET_ORDER)).toHaveLength(1);
    expect(factsOf('Card')[0]).toBe('Status: Authorised');

    await user.click(screen.getByRole('button', { name: 'Mark Completed' }));
    expect(
      await screen.findByText('This order is completed: there are no further steps.'),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(factsOf('Card')).toEqual([
      'Status: Paid',
      'Amount: £15.79',
      'Captured: £15.79',
      'Refunded: £0.00',
    ]);
    expect(eventsOf('Card').at(-1)).toBe('Paid £15.79 · 3 Mar 2025, 09:15');
    expect(totals()).toContain('Paid: £15.79, card');
  });

  it('shows cash due on delivery as paid in person, with no card to wait for', async () => {
    mockOrderApi({ [GET_ORDER]: { status: 200, data: anOperatorOrder() } });
    renderOperatorAt(ORDER_PATH);

    await screen.findByRole('region', { name: 'Payments' });
    expect(factsOf('Paid in person')).toEqual([
      'Status: Authorised',
      'Amount: £20.79',
      'Captured: £0.00',
      'Refunded: £0.00',
    ]);
    expect(eventsOf('Paid in person')).toEqual(['Authorised £20.79 · 2 Mar 2025, 10:00']);
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
  });
});
