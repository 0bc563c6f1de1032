import type { DeliveryOption, Order, OrderStatus } from '@storefront/shared/contracts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@storefront/shared/constants';

export { ORDER_STATUS_LABELS, ORDER_STATUSES };

/** Reads ?status= from the URL; anything that is not a status means every order. */
export function parseStatus(value: string | null): OrderStatus | null {
  return ORDER_STATUSES.find((status) => status === value) ?? null;
}

/** The road an order takes when nothing goes wrong, for its delivery option. */
export const ORDER_PATH: Record<DeliveryOption, readonly OrderStatus[]> = {
  delivery: ['placed', 'confirmed', 'out_for_delivery', 'completed'],
  pickup: ['placed', 'confirmed', 'ready_for_pickup', 'completed'],
};

export type TimelineStepState = 'done' | 'current' | 'upcoming' | 'cancelled';

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  state: TimelineStepState;
  /** When the order reached this step; null for steps still to come. */
  at: string | null;
  note: string | null;
}

/**
 * The status timeline of an order: the steps it has passed (with their dates),
 * the one it is at, and the ones still to come for its delivery option. A
 * cancelled order ends at the cancellation, with nothing after it.
 */
export function orderTimeline(order: Pick<Order, 'status' | 'deliveryOption' | 'history'>) {
  const reached = (status: OrderStatus) =>
    [...order.history].reverse().find((event) => event.status === status) ?? null;

  if (order.status === 'cancelled') {
    const passed = ORDER_PATH[order.deliveryOption].filter((status) => reached(status));
    const steps: TimelineStep[] = passed.map((status) => ({
      status,
      label: ORDER_STATUS_LABELS[status],
      state: 'done',
      at: reached(status)?.at ?? null,
      note: reached(status)?.note ?? null,
    }));
    const cancelled = reached('cancelled');
    steps.push({
      status: 'cancelled',
      label: ORDER_STATUS_LABELS.cancelled,
      state: 'cancelled',
      at: cancelled?.at ?? null,
      note: cancelled?.note ?? null,
    });
    return steps;
  }

  const path = ORDER_PATH[order.deliveryOption];
  const currentIndex = Math.max(0, path.indexOf(order.status));
  return path.map((status, index): TimelineStep => {
    const event = index <= currentIndex ? reached(status) : null;
    return {
      status,
      label: ORDER_STATUS_LABELS[status],
      state: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
      at: event?.at ?? null,
      note: event?.note ?? null,
    };
  });
}
