import { useState } from 'react';
import type { OrderStatus } from '@storefront/shared/contracts';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import { ORDER_STATUS_LABELS } from '@storefront/shared/constants';
import { useMutation, type ConfirmOutcome } from '@storefront/ui';
import { changeOrderStatus } from '../api/change-order-status';

/** What a change came to, as the cancel dialog reads it. */
export type ChangeOutcome = ConfirmOutcome;

export interface ChangeOrderStatusOptions {
  onChanged: (order: OperatorOrder) => void;
  /** Someone moved the order meanwhile (409): read it again. */
  onStale?: () => void;
}

interface StatusChange {
  status: OrderStatus;
  note?: string;
}

const statusWord = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();

/** Moves one order to another status behind the loader; the answer is the order after the move. */
export function useChangeOrderStatus(
  order: { id: string; number: string },
  { onChanged, onStale }: ChangeOrderStatusOptions,
) {
  const [error, setError] = useState<string | null>(null);
  const { mutate, running } = useMutation(
    ({ status, note }: StatusChange) => changeOrderStatus(order.id, status, note),
    {
      busy: ({ status }) => ({
        title: status === 'cancelled' ? 'Cancelling the order' : `Marking ${statusWord(status)}`,
        subtitle: order.number,
      }),
      success: (_, { status }) =>
        status === 'cancelled'
          ? `Order ${order.number} is cancelled. The customer is told why.`
          : `Order ${order.number} is ${statusWord(status)}.`,
    },
  );

  async function change(status: OrderStatus, note?: string): Promise<ChangeOutcome> {
    setError(null);
    const outcome = await mutate({ status, note });
    if (!outcome.ok) {
      const { message, status: httpStatus } = outcome.failure;
      setError(message);
      if (httpStatus === 409) onStale?.();
      return { ok: false, message, status: httpStatus };
    }
    onChanged(outcome.result);
    return { ok: true };
  }

  return { change, changing: running, error, clearError: () => setError(null) };
}
