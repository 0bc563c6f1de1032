import type { OrderStatus } from '@storefront/shared/contracts';
import { ORDER_STATUS_LABELS } from '@storefront/shared/constants';
import './operator.css';

/** An order's status as the operator's pages show it: a coloured badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`db-op-badge db-op-badge--${status.replace(/_/g, '-')}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
