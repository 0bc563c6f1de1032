import type { Payment } from '@storefront/shared/contracts';

/** The order's card payment, while the customer has still to make it on Stripe's page. */
export function pendingCardPayment(payments: Payment[]): Payment | undefined {
  return payments.find((payment) => payment.provider === 'stripe' && payment.status === 'pending');
}

/** Whether the order's card payment is held on the card, to be taken when the order completes. */
export function isHeldOnCard(payments: Payment[]): boolean {
  return payments.some(
    (payment) => payment.provider === 'stripe' && payment.status === 'authorised',
  );
}
