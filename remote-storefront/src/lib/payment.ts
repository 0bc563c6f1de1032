import type { DeliveryOption, PaymentMethod } from '@storefront/shared/contracts';

/** Each delivery option has exactly one way to pay, as the API insists. */
export function paymentMethodFor(option: DeliveryOption): PaymentMethod {
  return option === 'delivery' ? 'cash_on_delivery' : 'pay_at_pickup';
}

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  pay_at_pickup: 'Pay at pickup',
};
