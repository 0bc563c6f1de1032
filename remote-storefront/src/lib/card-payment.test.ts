import { aCardPayment, anOrder, PAY_URL } from '../testing/fixtures';
import { payUrlOf } from './card-payment';

describe('payUrlOf', () => {
  it('is the pending card payment’s page', () => {
    expect(payUrlOf(anOrder({ payments: [aCardPayment()] }))).toBe(PAY_URL);
  });

  it.each([
    ['an order paid in person', anOrder()],
    ['a payment already made', anOrder({ payments: [aCardPayment({ status: 'authorised' })] })],
    ['a cancelled order', anOrder({ status: 'cancelled', payments: [aCardPayment()] })],
    [
      'an address that is not a web page',
      anOrder({ payments: [aCardPayment({ payUrl: 'javascript:alert(1)' })] }),
    ],
  ])('is null for %s', (_, order) => {
    expect(payUrlOf(order)).toBeNull();
  });
});
