// Plain constants, kept apart from the zod schemas so the order pages can
// use them without loading any validation code.
import type { DeliveryOption } from './delivery';

export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'out_for_delivery',
  'ready_for_pickup',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The moves an operator may make. Delivery orders go out for delivery, pickup
 * orders become ready for pickup; completed and cancelled are final. The
 * customer may cancel only while the order is placed.
 */
export const ORDER_TRANSITIONS: Record<
  DeliveryOption,
  Record<OrderStatus, readonly OrderStatus[]>
> = {
  delivery: {
    placed: ['confirmed', 'cancelled'],
    confirmed: ['out_for_delivery', 'cancelled'],
    out_for_delivery: ['completed'],
    ready_for_pickup: [],
    completed: [],
    cancelled: [],
  },
  pickup: {
    placed: ['confirmed', 'cancelled'],
    confirmed: ['ready_for_pickup', 'cancelled'],
    ready_for_pickup: ['completed'],
    out_for_delivery: [],
    completed: [],
    cancelled: [],
  },
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  out_for_delivery: 'Out for delivery',
  ready_for_pickup: 'Ready for pickup',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
