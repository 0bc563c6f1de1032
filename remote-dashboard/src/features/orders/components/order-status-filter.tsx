import type { OrderStatus } from '@storefront/shared/contracts';
import { FilterSelect } from '@storefront/ui';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, parseStatus } from '../lib/order-status';

export interface OrderStatusFilterProps {
  status: OrderStatus | null;
  onChange: (status: OrderStatus | null) => void;
}

/** The status select above an order list; "All orders" means no filter. */
export function OrderStatusFilter({ status, onChange }: OrderStatusFilterProps) {
  return (
    <FilterSelect
      label="Status"
      value={status}
      values={ORDER_STATUSES}
      labels={ORDER_STATUS_LABELS}
      all="All orders"
      onChange={(value) => onChange(parseStatus(value))}
    />
  );
}
