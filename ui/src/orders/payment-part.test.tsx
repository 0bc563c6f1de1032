import { render } from '@testing-library/react';
import type { Payment } from '@storefront/shared/contracts';
import { aCardPayment } from '../testing/order-fixtures';
import { paymentQueries } from '../testing/order-queries';
import { PaymentPart } from './payment-part';

const card = aCardPayment(899, 'authorised');

function renderPart(detailed: boolean, payment: Payment = card) {
  render(
    <section aria-label="Payment">
      <PaymentPart payment={payment} currency="GBP" detailed={detailed}>
        <a href="https://pay.test">Pay now</a>
      </PaymentPart>
    </section>,
  );
  return paymentQueries('Payment');
}

describe('PaymentPart', () => {
  it('gives the customer the plain facts, its history and what comes after', () => {
    const { part, factsOf, eventsOf } = renderPart(false);

    expect(factsOf('Card')).toEqual(['Status: Authorised', 'Amount: £8.99']);
    expect(eventsOf('Card')).toEqual([
      expect.stringMatching(/^Started £8\.99 · \d/),
      expect.not.stringContaining('Stripe'),
    ]);
    expect(part('Card')).toHaveTextContent('Pay now');
  });

  it('shows a refund to the customer once there is one', () => {
    const { factsOf } = renderPart(false, { ...card, refundedMinor: 899 });
    expect(factsOf('Card')).toContain('Refunded: £8.99');
  });

  it('gives the store what was captured and refunded, even nothing, and the events’ notes', () => {
    const { factsOf, eventsOf } = renderPart(true);

    expect(factsOf('Card')).toEqual([
      'Status: Authorised',
      'Amount: £8.99',
      'Captured: £0.00',
      'Refunded: £0.00',
    ]);
    expect(eventsOf('Card')[1]).toMatch(
      /^Authorised £8\.99 · .+Card payment authorised on Stripe$/,
    );
  });
});
