import type { Order, Payment } from '@storefront/shared/contracts';

/** The order's card payment (Stripe's), if it has one: none when paid in person or wholly from the wallet. */
export function cardPaymentOf(order: Order): Payment | undefined {
  return order.payments.find((payment) => payment.provider === 'stripe');
}

// The page is Stripe's, on another origin; anything but a web address (a
// javascript: URL, say) is never followed, whatever the answer holds.
function isWebAddress(url: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** Where the customer pays for the order, while its card payment waits for them; null otherwise. */
export function payUrlOf(order: Order): string | null {
  const card = cardPaymentOf(order);
  if (order.status === 'cancelled' || card?.status !== 'pending' || !card.payUrl) return null;
  return isWebAddress(card.payUrl) ? card.payUrl : null;
}

/**
 * Leaves for the card payment page: a full load of another origin, which the
 * router cannot do. On its own so tests can watch it: jsdom's location.assign
 * can be neither replaced nor spied on.
 */
export function openPaymentPage(payUrl: string): void {
  window.location.assign(payUrl);
}
