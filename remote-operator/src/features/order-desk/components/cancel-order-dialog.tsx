import { formatMoney } from '@storefront/shared';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import { ConfirmDialog } from '@storefront/ui';
import type { ChangeOutcome } from '../hooks/use-change-order-status';

export interface CancelOrderDialogProps {
  order: OperatorOrder;
  onConfirm: (reason: string) => Promise<ChangeOutcome>;
  onClose: () => void;
}

/** Asks for the reason the customer will be told, then cancels; Escape or "Keep" leaves the order. */
export function CancelOrderDialog({ order, onConfirm, onClose }: CancelOrderDialogProps) {
  return (
    <ConfirmDialog
      title={`Cancel order ${order.number}?`}
      confirmLabel="Yes, cancel the order"
      keepLabel="Keep the order"
      danger
      reason={{
        label: 'Reason for cancelling',
        hint: 'The customer reads this.',
        missing: 'Say why the order is cancelled: the customer is told.',
        // The API's limit on a status note.
        maxLength: 200,
      }}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        The stock goes back on the shelf
        {order.walletPaidMinor > 0 &&
          ` and the ${formatMoney(order.walletPaidMinor, order.currency)} paid from the wallet goes back to it`}
        . {order.customer.name} is texted and e-mailed the reason.
      </p>
    </ConfirmDialog>
  );
}
