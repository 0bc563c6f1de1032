import { screen, within } from '@testing-library/react';
import type { Order, Payment } from '@storefront/shared/contracts';
import { mockApi } from '@storefront/shared/testing';
import {
  aCardPayment,
  aWalletPayment,
  paymentQueries,
  STRIPE_PAY_URL,
  totals,
} from '@storefront/ui/testing';
import { renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';
import { anOrder, ORDER_ID } from './order-fixtures';

const ORDER_PATH = `/dashboard/order-details/${ORDER_ID}`;
const GET_ORDER = `GET /me/orders/${ORDER_ID}`;

const { section: payment, part, factsOf, eventsOf } = paymentQueries('Payment');

const walletPart = (change: Partial<Payment> = {}) => aWalletPayment(500, change);
const cardPart = (change: Partial<Payment> = {}) => aCardPayment(899, 'pending', change);
const authorisedCard = (change: Partial<Payment> = {}) => aCardPayment(899, 'authorised', change);

/** £13.99 of which £5.00 from the wallet and £8.99 by card. */
function aCardOrder(change: Partial<Order> = {}): Order {
  return anOrder({
    paymentMethod: 'card',
    walletPaidMinor: 500,
    payments: [walletPart(), cardPart()],
    ...change,
  });
}

function showOrder(order: Order) {
  mockApi({ [GET_ORDER]: { status: 200, data: order } });
  renderDashboardAt(ORDER_PATH);
  return screen.findByRole('region', { name: 'Payment' });
}

describe('Order page: payment', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('shows the wallet part and a card payment the customer has made, with their events', async () => {
    await showOrder(aCardOrder({ payments: [walletPart(), authorisedCard()] }));

    expect(
      within(payment())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Wallet', 'Card']);
    expect(factsOf('Wallet')).toEqual(['Status: Paid', 'Amount: £5.00']);
    expect(eventsOf('Wallet')).toEqual(['Paid £5.00 · 2 Mar 2025, 10:00']);
    expect(factsOf('Card')).toEqual(['Status: Authorised', 'Amount: £8.99']);
    expect(eventsOf('Card')).toEqual([
      'Started £8.99 · 2 Mar 2025, 10:00',
      'Authorised £8.99 · 2 Mar 2025, 10:04',
    ]);
    // The store's notes on a payment are for the store.
    expect(payment()).not.toHaveTextContent('Stripe');
    expect(within(payment()).queryByRole('link')).not.toBeInTheDocument();

    // Paid on Stripe's page: held on the card, not due at the door.
    expect(totals()).toEqual([
      'Subtotal: £10.00',
      'Delivery fee: £3.99',
      'Total: £13.99',
      'Paid from your wallet: £5.00',
      'Held on your card: £8.99',
    ]);
    expect(screen.getByLabelText('Totals')).not.toHaveTextContent(/amount due/i);
  });

  it('says what the card holds: for weighed items, the estimate and the store’s buffer', async () => {
    // £13.99 estimated, of which £8.99 by card; the card was asked for £9.49.
    await showOrder(aCardOrder({ payments: [walletPart(), authorisedCard({ amountMinor: 949 })] }));

    expect(factsOf('Card')).toEqual(['Status: Authorised', 'Amount: £9.49']);
    expect(totals()).toContain('Held on your card: £9.49');
  });

  it('offers a card payment still to be made on Stripe’s page, by a plain link to it', async () => {
    await showOrder(aCardOrder());

    expect(factsOf('Card')).toEqual(['Status: Waiting for payment', 'Amount: £8.99']);
    expect(eventsOf('Card')).toEqual(['Started £8.99 · 2 Mar 2025, 10:00']);
    const pay = within(part('Card')).getByRole('link', { name: 'Pay now' });
    expect(pay).toHaveAttribute('href', STRIPE_PAY_URL);
    expect(pay.closest('p')).toHaveTextContent(
      'We start on your order once you have paid by card.',
    );
    expect(within(part('Wallet')).queryByRole('link')).not.toBeInTheDocument();
    expect(totals()).toContain('Amount due (card): £8.99');
  });

  it.each([
    ['authorised', 'Authorised'],
    ['captured', 'Paid'],
    ['cancelled', 'Cancelled'],
  ] as const)(
    'offers no Pay now link once the card payment is %s, even with a page on record',
    async (status, label) => {
      await showOrder(aCardOrder({ payments: [walletPart(), cardPart({ status })] }));

      expect(factsOf('Card')[0]).toBe(`Status: ${label}`);
      expect(within(payment()).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    },
  );

  it('shows what a cancelled order gave back, and a card hold let go', async () => {
    await showOrder(
      aCardOrder({
        status: 'cancelled',
        payments: [
          walletPart({
            status: 'refunded',
            refundedMinor: 500,
            events: [
              ...walletPart().events,
              { kind: 'refunded', amountMinor: 500, at: '2025-03-02T11:00:00.000Z', note: null },
            ],
          }),
          authorisedCard({
            status: 'cancelled',
            events: [
              ...authorisedCard().events,
              { kind: 'cancelled', amountMinor: 899, at: '2025-03-02T11:00:00.000Z', note: null },
            ],
          }),
        ],
      }),
    );

    expect(factsOf('Wallet')).toEqual(['Status: Refunded', 'Amount: £5.00', 'Refunded: £5.00']);
    expect(eventsOf('Wallet')).toEqual([
      'Paid £5.00 · 2 Mar 2025, 10:00',
      'Refunded £5.00 · 2 Mar 2025, 11:00',
    ]);
    expect(factsOf('Card')).toEqual(['Status: Cancelled', 'Amount: £8.99']);
    expect(eventsOf('Card').at(-1)).toBe('Cancelled £8.99 · 2 Mar 2025, 11:00');
    expect(totals()).toContain('Cancelled: Nothing to pay');
  });

  it('says a completed card order was paid by card', async () => {
    await showOrder(
      aCardOrder({
        status: 'completed',
        payments: [walletPart(), authorisedCard({ status: 'captured', capturedMinor: 899 })],
      }),
    );

    expect(factsOf('Card')).toEqual(['Status: Paid', 'Amount: £8.99']);
    expect(totals()).toContain('Paid by card: £8.99');
  });

  it('shows cash due on delivery as paid in person, authorised until the handover', async () => {
    await showOrder(anOrder());

    expect(
      within(payment())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Paid in person']);
    expect(factsOf('Paid in person')).toEqual(['Status: Authorised', 'Amount: £13.99']);
    expect(eventsOf('Paid in person')).toEqual(['Authorised £13.99 · 2 Mar 2025, 10:00']);
    expect(totals()).toContain('Amount due (cash on delivery): £13.99');
  });
});
