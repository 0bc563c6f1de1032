import type { OrderStatus } from '@storefront/shared/contracts';
import { ORDER_STATUS_LABELS } from '@storefront/shared/constants';
import { StatusBadge, type StatusTone } from '../components/status-badge';

const ORDER_TONES: Record<OrderStatus, StatusTone> = {
  placed: 'waiting',
  confirmed: 'progress',
  out_for_delivery: 'progress',
  ready_for_pickup: 'progress',
  completed: 'good',
  cancelled: 'bad',
};

/** An order's status, the same in My Dashboard and the store console. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge tone={ORDER_TONES[status]}>{ORDER_STATUS_LABELS[status]}</StatusBadge>;
}
