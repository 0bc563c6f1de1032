import type { StockAdjustmentReason } from '@storefront/shared/contracts';
import type { OperatorProduct, StockAdjusted } from '@storefront/shared/operator-contracts';
import { STOCK_ADJUSTMENT_REASONS, STOCK_MOVEMENT_LABELS } from '@storefront/shared/constants';
import { QUANTITY_LABELS, useStockAdjustment } from '../hooks/use-stock-adjustment';
import { FormAlert, FormField, SelectField } from '@storefront/ui';

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
  const { form, submit, done } = useStockAdjustment(product, onAdjusted);
  const { reason } = form.values;

  return (
    <form className="db-cat-adjust" noValidate onSubmit={submit} aria-labelledby="db-cat-adjust">
      <h3 id="db-cat-adjust">Adjust the stock</h3>
      <div className="db-cat-adjust__fields">
        <SelectField {...form.field('reason')} idPrefix="db-cat-adjust" label="Reason">
          {STOCK_ADJUSTMENT_REASONS.map((option) => (
            <option key={option} value={option}>
              {STOCK_MOVEMENT_LABELS[option]}
            </option>
          ))}
        </SelectField>
        <FormField
          {...form.field('quantity')}
          idPrefix="db-cat-adjust"
          label={QUANTITY_LABELS[reason]}
          hint={QUANTITY_HINTS[reason]}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <FormField
          {...form.field('note')}
          idPrefix="db-cat-adjust"
          label="Note (optional)"
          maxLength={200}
        />
      </div>
      <FormAlert>{form.formError}</FormAlert>
      <div className="db-m-actions">
        <button type="submit" className="db-action" disabled={form.saving}>
          {form.saving ? 'Saving…' : 'Save adjustment'}
        </button>
        <p className="db-m-status" role="status">
          {done}
        </p>
      </div>
    </form>
  );
}
