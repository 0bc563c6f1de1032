import { useEffect, useId, useRef } from 'react';
import { formatMoney } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';

export interface ConfirmCancelDialogProps {
  order: Order;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before cancelling; Escape or "Keep my order" leaves the order alone. */
export function ConfirmCancelDialog({ order, onConfirm, onClose }: ConfirmCancelDialogProps) {
  const titleId = useId();
  const textId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    keepRef.current?.focus();
  }, []);

  return (
    <div className="db-dialog-backdrop">
      <div
        className="db-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <h2 id={titleId}>Cancel order {order.number}?</h2>
        <p id={textId}>
          The store will not prepare it.
          {order.walletPaidMinor > 0 &&
            ` The ${formatMoney(order.walletPaidMinor, order.currency)} you paid from your wallet goes back to it.`}
        </p>
        <div className="db-dialog__actions">
          <button type="button" className="db-action db-action--danger" onClick={onConfirm}>
            Yes, cancel the order
          </button>
          <button
            ref={keepRef}
            type="button"
            className="db-action db-action--quiet"
            onClick={onClose}
          >
            Keep my order
          </button>
        </div>
      </div>
    </div>
  );
}
