import { useState } from 'react';
import { loaderService } from '@storefront/shared';
import {
  ORDER_STATUS_LABELS,
  type Order,
  type OperatorOrderSummary,
  type OrderStatus,
} from '@storefront/shared/contracts';
import { changeOrderStatus } from '../api/change-order-status';
import { MESSAGE_DISPLAY_MS, runWithLoader } from '../../../lib/loader';

/** Moves one order to its next status; the answer replaces the row. */
export function useChangeOrderStatus(
  order: OperatorOrderSummary,
  onChanged: (order: Order) => void,
) {
  const [changing, setChanging] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change(status: OrderStatus) {
    setChanging(true);
    setError(null);
    const label = ORDER_STATUS_LABELS[status];
    const outcome = await runWithLoader(
      { title: `Marking ${label.toLowerCase()}`, subtitle: order.number },
      () => changeOrderStatus(order.id, status),
    );
    setChanging(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    loaderService.success(`Order ${order.number} is ${label.toLowerCase()}.`, MESSAGE_DISPLAY_MS);
    onChanged(outcome.result);
  }

  return { change, changing, error };
}
