import type { Payment } from '@storefront/shared/contracts';

/** The order's card payment, while the customer has still to make it on Stripe's page. */
export function pendingCardPayment(payments: Payment[]): Payment | undefined {
  return payments.find((payment) => payment.provider === 'stripe' && payment.status === 'pending');
}

/**
 * The order's card payment while it is held on the card, to be taken when the
 * order completes. Its amount is the hold: for weighed items, the estimate and
 * the store's buffer, so more than the order's total until it is picked.
 */
export function cardHold(payments: Payment[]): Payment | undefined {
  return payments.find(
    (payment) => payment.provider === 'stripe' && payment.status === 'authorised',
  );
}
