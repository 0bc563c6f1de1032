import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import type { StockAdjustmentReason } from '@storefront/shared/contracts';
import type { OperatorProduct, StockAdjusted } from '@storefront/shared/operator-contracts';
import { STOCK_MOVEMENT_LABELS } from '@storefront/shared/constants';
import { adjustStock } from '../api/adjust-stock';
import { productName } from '../lib/variants';
import { focusFirstError, isOneOf, saveWithLoader } from '@storefront/ui';

export const ADJUSTMENT_FIELDS = ['reason', 'quantity', 'note'] as const;
export type AdjustmentField = (typeof ADJUSTMENT_FIELDS)[number];

export interface AdjustmentValues {
  reason: StockAdjustmentReason;
  quantity: string;
  note: string;
}

/** What the quantity means for each reason. */
export const QUANTITY_LABELS: Record<StockAdjustmentReason, string> = {
  received: 'Quantity received',
  damaged: 'Quantity damaged',
  count_correction: 'Counted on the shelf',
};

/** What a saved adjustment did, in words. */
export function describeAdjustment({ product, movement }: StockAdjusted): string {
  const name = productName(product);
  if (!movement) return `The count matched: ${name} still has ${product.stock}.`;
  return `${STOCK_MOVEMENT_LABELS[movement.kind]} recorded. ${name} now has ${product.stock} in stock.`;
}

function checkQuantity(values: AdjustmentValues): string | null {
  const text = values.quantity.trim();
  if (!text) return 'Enter a quantity';
  if (!/^\d+$/.test(text)) return 'Enter a whole number';
  const quantity = Number(text);
  if (quantity > 1_000_000) return 'Enter at most 1000000';
  if (quantity === 0 && values.reason !== 'count_correction') return 'Enter at least 1';
  return null;
}

/** Sends one stock adjustment; the answer (the product now) goes to onAdjusted. */
export function useStockAdjustment(
  product: Pick<OperatorProduct, 'id' | 'name' | 'optionValues'>,
  onAdjusted: (adjusted: StockAdjusted) => void,
) {
  const [errors, setErrors] = useState<Partial<Record<AdjustmentField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** True when the adjustment was saved. */
  async function adjust(values: AdjustmentValues, form: HTMLFormElement): Promise<boolean> {
    setFormError(null);
    setDone(null);
    const problem = checkQuantity(values);
    const note = values.note.trim();
    if (problem || note.length > 200) {
      const found = {
        ...(problem ? { quantity: problem } : {}),
        ...(note.length > 200 ? { note: 'Use at most 200 characters' } : {}),
      };
      setErrors(found);
      focusFirstError(form, ADJUSTMENT_FIELDS, found);
      return false;
    }
    setErrors({});
    setSaving(true);
    const outcome = await saveWithLoader(
      { title: 'Adjusting the stock', subtitle: productName(product) },
      () =>
        adjustStock(product.id, {
          reason: values.reason,
          quantity: Number(values.quantity.trim()),
          ...(note ? { note } : {}),
        }),
    );
    setSaving(false);
    if (!outcome.ok) {
      const { field, message } = outcome.failure;
      if (isOneOf(ADJUSTMENT_FIELDS, field)) {
        const found = { [field]: message };
        setErrors(found);
        focusFirstError(form, ADJUSTMENT_FIELDS, found);
      } else {
        setFormError(message);
      }
      return false;
    }
    const words = describeAdjustment(outcome.result);
    loaderService.success(words, MESSAGE_DISPLAY_MS);
    setDone(words);
    onAdjusted(outcome.result);
    return true;
  }

  return { adjust, errors, formError, done, saving };
}
