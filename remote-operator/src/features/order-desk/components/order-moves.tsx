import { useState } from 'react';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import { ORDER_STATUS_LABELS } from '@storefront/shared/constants';
import { useChangeOrderStatus } from '../hooks/use-change-order-status';
import { CancelOrderDialog } from './cancel-order-dialog';
import { FormAlert, pendingCardPayment } from '@storefront/ui';
import { useMay } from '../../../lib/staff-role';

const WAITING_ID = 'db-desk-waiting-for-card';

export interface OrderMovesProps {
  order: OperatorOrder;
  onChanged: (order: OperatorOrder) => void;
  /** Reads the order again after someone else moved it. */
  onStale: () => void;
}

/**
 * One button per move the order allows and the role includes; cancelling
 * asks first, with a reason.
 */
export function OrderMoves({ order, onChanged, onStale }: OrderMovesProps) {
  const mayMove = useMay('orders.move');
  const mayCancel = useMay('orders.cancel');
  const { change, changing, error, clearError } = useChangeOrderStatus(order, {
    onChanged,
    onStale,
  });
  const [asking, setAsking] = useState(false);
  const forward = mayMove ? order.nextStatuses.filter((next) => next !== 'cancelled') : [];
  const cancellable = mayCancel && order.nextStatuses.includes('cancelled');
  // The API refuses to move an unpaid card order on (PAYMENT_PENDING); the
  // buttons stay, as the customer may have paid since the page was read.
  const waitingForCard = pendingCardPayment(order.payments) !== undefined;

  // A refused cancel can leave an order that no longer cancels: the dialog goes, the alert stays.
  const dialogOpen = asking && cancellable;
  return (
    <div className="db-desk-moves">
      {order.nextStatuses.length === 0 ? (
        <p className="db-op-muted">
          This order is {ORDER_STATUS_LABELS[order.status].toLowerCase()}: there are no further
          steps.
        </p>
      ) : (
        <div className="db-op-actions">
          {forward.map((next) => (
            <button
              key={next}
              type="button"
              className="db-action"
              disabled={changing}
              aria-describedby={waitingForCard ? WAITING_ID : undefined}
              onClick={() => void change(next)}
            >
              Mark {ORDER_STATUS_LABELS[next]}
            </button>
          ))}
          {cancellable && (
            <button
              type="button"
              className="db-action db-op-danger"
              disabled={changing}
              onClick={() => {
                clearError();
                setAsking(true);
              }}
            >
              Cancel order
            </button>
          )}
          {waitingForCard && (
            <p id={WAITING_ID} className="db-op-muted db-desk-moves__waiting">
              Waiting for the customer&apos;s card payment.
            </p>
          )}
        </div>
      )}
      {!dialogOpen && <FormAlert>{error}</FormAlert>}
      {dialogOpen && (
        <CancelOrderDialog
          order={order}
          onClose={() => {
            clearError();
            setAsking(false);
          }}
          onConfirm={async (reason) => {
            const outcome = await change('cancelled', reason);
            if (outcome.ok) setAsking(false);
            return outcome;
          }}
        />
      )}
    </div>
  );
}
