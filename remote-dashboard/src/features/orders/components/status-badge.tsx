import type { OrderStatus } from '@storefront/shared/contracts';
import { ORDER_STATUS_LABELS } from '../lib/order-status';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`db-status db-status--${status.replace(/_/g, '-')}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
