import { useId } from 'react';
import type { OrderStatus } from '@storefront/shared/contracts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, parseStatus } from '../lib/order-status';

export interface OrderStatusFilterProps {
  status: OrderStatus | null;
  onChange: (status: OrderStatus | null) => void;
}

/** The status select above an order list; "All orders" means no filter. */
export function OrderStatusFilter({ status, onChange }: OrderStatusFilterProps) {
  const id = useId();
  return (
    <div className="db-filter">
      <label htmlFor={id}>Status</label>
      <select
        id={id}
        value={status ?? ''}
        onChange={(event) => onChange(parseStatus(event.target.value))}
      >
        <option value="">All orders</option>
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {ORDER_STATUS_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
