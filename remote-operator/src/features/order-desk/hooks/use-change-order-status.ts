import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import type { OrderStatus } from '@storefront/shared/contracts';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import { ORDER_STATUS_LABELS } from '@storefront/shared/constants';
import { changeOrderStatus } from '../api/change-order-status';
import type { ConfirmOutcome } from '@storefront/ui';

/** What a change came to, as the cancel dialog reads it. */
export type ChangeOutcome = ConfirmOutcome;

export interface ChangeOrderStatusOptions {
  onChanged: (order: OperatorOrder) => void;
  /** Someone moved the order meanwhile (409): read it again. */
  onStale?: () => void;
}

/** Moves one order to another status behind the loader; the answer is the order after the move. */
export function useChangeOrderStatus(
  order: { id: string; number: string },
  { onChanged, onStale }: ChangeOrderStatusOptions,
) {
  const [changing, setChanging] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change(status: OrderStatus, note?: string): Promise<ChangeOutcome> {
    setChanging(true);
    setError(null);
    const label = ORDER_STATUS_LABELS[status].toLowerCase();
    const outcome = await loaderService.run(
      {
        title: status === 'cancelled' ? 'Cancelling the order' : `Marking ${label}`,
        subtitle: order.number,
      },
      () => changeOrderStatus(order.id, status, note),
    );
    setChanging(false);
    if (!outcome.ok) {
      setError(outcome.message);
      if (outcome.status === 409) onStale?.();
      return outcome;
    }
    loaderService.success(
      status === 'cancelled'
        ? `Order ${order.number} is cancelled. The customer is told why.`
        : `Order ${order.number} is ${label}.`,
      MESSAGE_DISPLAY_MS,
    );
    onChanged(outcome.result);
    return { ok: true };
  }

  return { change, changing, error, clearError: () => setError(null) };
}
