import { useState, type FormEvent } from 'react';
import type { StockAdjustmentReason } from '@storefront/shared/contracts';
import type { OperatorProduct, StockAdjusted } from '@storefront/shared/operator-contracts';
import { STOCK_ADJUSTMENT_REASONS, STOCK_MOVEMENT_LABELS } from '@storefront/shared/constants';
import {
  QUANTITY_LABELS,
  useStockAdjustment,
  type AdjustmentValues,
} from '../hooks/use-stock-adjustment';
import { FormField, SelectField } from '@storefront/ui';

const EMPTY: AdjustmentValues = { reason: 'received', quantity: '', note: '' };

const QUANTITY_HINTS: Record<StockAdjustmentReason, string> = {
  received: 'How many came in.',
  damaged: 'How many went to waste.',
  count_correction: 'How many are there now: the stock becomes this.',
};

export interface StockAdjustmentFormProps {
  product: OperatorProduct;
  onAdjusted: (adjusted: StockAdjusted) => void;
}

/** Moves stock for a reason: received, damaged, or a count of the shelf. */
export function StockAdjustmentForm({ product, onAdjusted }: StockAdjustmentFormProps) {
  const [values, setValues] = useState(EMPTY);
  const adjustment = useStockAdjustment(product, onAdjusted);
  const { errors } = adjustment;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await adjustment.adjust(values, event.currentTarget)) {
      setValues({ ...EMPTY, reason: values.reason });
    }
  }

  return (
    <form
      className="db-cat-adjust"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="db-cat-adjust"
    >
      <h3 id="db-cat-adjust">Adjust the stock</h3>
      <div className="db-cat-adjust__fields">
        <SelectField
          name="reason"
          idPrefix="db-cat-adjust"
          label="Reason"
          value={values.reason}
          onChange={(event) =>
            setValues({ ...values, reason: event.target.value as StockAdjustmentReason })
          }
          error={errors.reason}
        >
          {STOCK_ADJUSTMENT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {STOCK_MOVEMENT_LABELS[reason]}
            </option>
          ))}
        </SelectField>
        <FormField
          name="quantity"
          idPrefix="db-cat-adjust"
          label={QUANTITY_LABELS[values.reason]}
          hint={QUANTITY_HINTS[values.reason]}
          inputMode="numeric"
          autoComplete="off"
          value={values.quantity}
          onChange={(event) => setValues({ ...values, quantity: event.target.value })}
          error={errors.quantity}
          required
        />
        <FormField
          name="note"
          idPrefix="db-cat-adjust"
          label="Note (optional)"
          maxLength={200}
          value={values.note}
          onChange={(event) => setValues({ ...values, note: event.target.value })}
          error={errors.note}
        />
      </div>
      {adjustment.formError && (
        <p className="db-alert" role="alert">
          {adjustment.formError}
        </p>
      )}
      <div className="db-m-actions">
        <button type="submit" className="db-action" disabled={adjustment.saving}>
          {adjustment.saving ? 'Saving…' : 'Save adjustment'}
        </button>
        <p className="db-m-status" role="status">
          {adjustment.done}
        </p>
      </div>
    </form>
  );
}
