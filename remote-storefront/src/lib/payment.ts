import type { DeliveryOption, PaymentMethod } from '@storefront/shared/contracts';

/** The way to pay in person that goes with each delivery option, as the API insists. */
export function inPersonMethodFor(option: DeliveryOption): PaymentMethod {
  return option === 'delivery' ? 'cash_on_delivery' : 'pay_at_pickup';
}

/**
 * How an order is paid: by card when the customer chose it (which checkout
 * offers only where the store takes cards), otherwise in person.
 */
export function paymentMethodFor(option: DeliveryOption, payByCard: boolean): PaymentMethod {
  return payByCard ? 'card' : inPersonMethodFor(option);
}

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  pay_at_pickup: 'Pay at pickup',
  card: 'Card',
};

/** What is still to pay, once the wallet part is taken off, for an order not yet complete. */
export const TO_PAY_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'To pay on delivery',
  pay_at_pickup: 'To pay at pickup',
  card: 'To pay by card',
};

/** The same part, once the order is complete. */
export const PAID_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Paid on delivery',
  pay_at_pickup: 'Paid at pickup',
  card: 'Paid by card',
};
