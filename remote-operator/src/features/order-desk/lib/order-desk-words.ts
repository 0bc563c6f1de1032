import type { DeliveryOption, OrderStatus, PaymentMethod } from '@storefront/shared/contracts';
import { ORDER_STATUSES, ORDER_TRANSITIONS } from '@storefront/shared/constants';

export { DELIVERY_OPTION_LABELS, SLOT_LABELS } from '@storefront/ui';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  pay_at_pickup: 'Pay at pickup',
  card: 'Card',
};

/** Reads ?status= from the URL; anything that is not a status means every order. */
export function parseStatus(value: string | null): OrderStatus | null {
  return ORDER_STATUSES.find((status) => status === value) ?? null;
}

/** Reads ?delivery= from the URL; anything else means both options. */
export function parseDelivery(value: string | null): DeliveryOption | null {
  return value === 'delivery' || value === 'pickup' ? value : null;
}

/**
 * The moves that take an order forward from where it is. Cancelling is left
 * out: it needs a confirmation and a reason, so only the order page offers it.
 */
export function forwardMoves(deliveryOption: DeliveryOption, status: OrderStatus) {
  return ORDER_TRANSITIONS[deliveryOption][status].filter((next) => next !== 'cancelled');
}
