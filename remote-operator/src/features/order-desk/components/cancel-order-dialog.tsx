import { useRef, useState, type FormEvent } from 'react';
import { formatMoney } from '@storefront/shared';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import type { ChangeOutcome } from '../hooks/use-change-order-status';
import { ModalDialog } from '@storefront/ui';

/** The API's limit on a status note. */
const MAX_REASON = 200;
const REASON_ID = 'db-desk-cancel-reason';

export interface CancelOrderDialogProps {
  order: OperatorOrder;
  onConfirm: (reason: string) => Promise<ChangeOutcome>;
  onClose: () => void;
}

/** Asks for the reason the customer will be told, then cancels; Escape or "Keep" leaves the order. */
export function CancelOrderDialog({ order, onConfirm, onClose }: CancelOrderDialogProps) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    const problem = !text
      ? 'Say why the order is cancelled: the customer is told.'
      : text.length > MAX_REASON
        ? `Use at most ${MAX_REASON} characters.`
        : null;
    setReasonError(problem);
    setError(null);
    if (problem) {
      reasonRef.current?.focus();
      return;
    }
    setSending(true);
    const outcome = await onConfirm(text);
    if (outcome.ok) return;
    setSending(false);
    if (outcome.status === 400) {
      setReasonError(outcome.message);
      reasonRef.current?.focus();
    } else {
      setError(outcome.message);
    }
  }

  const describedBy = [`${REASON_ID}-hint`, reasonError && `${REASON_ID}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <ModalDialog title={`Cancel order ${order.number}?`} onClose={onClose} initialFocus={reasonRef}>
      <form className="db-desk-cancel" noValidate onSubmit={(event) => void submit(event)}>
        <p>
          The stock goes back on the shelf
          {order.walletPaidMinor > 0 &&
            ` and the ${formatMoney(order.walletPaidMinor, order.currency)} paid from the wallet goes back to it`}
          . {order.customer.name} is texted and e-mailed the reason.
        </p>
        <div className="db-field">
          <label htmlFor={REASON_ID}>Reason for cancelling</label>
          <textarea
            ref={reasonRef}
            id={REASON_ID}
            name="note"
            rows={3}
            required
            maxLength={MAX_REASON}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={describedBy}
          />
          <p id={`${REASON_ID}-hint`} className="db-field__hint">
            The customer reads this. {reason.length} of {MAX_REASON} characters.
          </p>
          {reasonError && (
            <p id={`${REASON_ID}-error`} className="db-field__error" role="alert">
              {reasonError}
            </p>
          )}
        </div>
        {error && (
          <p className="db-alert" role="alert">
            {error}
          </p>
        )}
        <div className="db-modal__actions">
          <button type="submit" className="db-action db-desk-danger" disabled={sending}>
            Yes, cancel the order
          </button>
          <button type="button" className="db-action db-op-quiet" onClick={onClose}>
            Keep the order
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
