import { useState } from 'react';
import type { Order } from '@storefront/shared/contracts';
import { useCancelOrder } from '../hooks/use-cancel-order';
import { useReceiptDownload } from '../hooks/use-receipt-download';
import { useReorder } from '../hooks/use-reorder';
import { ConfirmCancelDialog } from './confirm-cancel-dialog';
import { ReorderResult } from './reorder-result';

export interface OrderActionsProps {
  order: Order;
  onChanged: (order: Order) => void;
  onReload: () => void;
}

/**
 * Reorder; cancel while the order is still placed (after asking); download
 * the receipt once it is completed (the API has none before).
 */
export function OrderActions({ order, onChanged, onReload }: OrderActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder(order, onChanged, onReload);
  const reorder = useReorder(order);
  const receipt = useReceiptDownload(order);
  const busy = cancel.cancelling || reorder.reordering;

  return (
    <>
      <div className="db-order-actions">
        <button
          type="button"
          className="db-action"
          disabled={busy}
          onClick={() => void reorder.reorder()}
        >
          Reorder
        </button>
        {order.status === 'placed' && (
          <button
            type="button"
            className="db-action db-action--danger"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Cancel order
          </button>
        )}
        {order.status === 'completed' && (
          <button
            type="button"
            className="db-action"
            disabled={receipt.downloading}
            onClick={() => void receipt.download()}
          >
            {receipt.downloading ? 'Preparing receipt…' : 'Download receipt'}
          </button>
        )}
      </div>
      {cancel.message && (
        <p className="db-notice db-notice--success" role="status">
          {cancel.message}
        </p>
      )}
      {cancel.error && (
        <p className="db-notice db-notice--error" role="alert">
          {cancel.error}
        </p>
      )}
      {reorder.error && (
        <p className="db-notice db-notice--error" role="alert">
          {reorder.error}
        </p>
      )}
      {receipt.error && (
        <p className="db-notice db-notice--error" role="alert">
          {receipt.error}
        </p>
      )}
      {reorder.result && <ReorderResult result={reorder.result} />}
      {confirming && (
        <ConfirmCancelDialog
          order={order}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void cancel.cancel();
          }}
        />
      )}
    </>
  );
}
