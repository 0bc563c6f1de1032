import { useState, type FormEvent } from 'react';
import type { StockAdjustmentReason } from '@storefront/shared/contracts';
import type {
  OperatorProduct,
  StockAdjusted,
  StockAdjustmentRequest,
} from '@storefront/shared/operator-contracts';
import { STOCK_MOVEMENT_LABELS } from '@storefront/shared/constants';
import { readingSchema, useMutation, useSchemaForm } from '@storefront/ui';
import { adjustStock } from '../api/adjust-stock';
import { productName } from '../lib/variants';

const loadContracts = () => import('@storefront/shared/operator-contracts');

export const ADJUSTMENT_FIELDS = ['reason', 'quantity', 'note'] as const;
export type AdjustmentField = (typeof ADJUSTMENT_FIELDS)[number];

interface AdjustmentValues {
  reason: StockAdjustmentReason;
  quantity: string;
  note: string;
}

const EMPTY: AdjustmentValues = { reason: 'received', quantity: '', note: '' };

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

/** The typed quantity as the whole number the API takes; the contract checks its range. */
function readAdjustment(values: AdjustmentValues) {
  const quantity = values.quantity.trim();
  const whole = /^\d+$/.test(quantity);
  return {
    input: {
      reason: values.reason,
      quantity: whole ? Number(quantity) : undefined,
      note: values.note.trim() || undefined,
    },
    problems: {
      quantity: !quantity ? 'Enter a quantity' : whole ? undefined : 'Enter a whole number',
    },
  };
}

/**
 * The form of one stock adjustment, checked by the API's own schema; the
 * answer (the product now) goes to onAdjusted, and `done` says what it did.
 */
export function useStockAdjustment(
  product: Pick<OperatorProduct, 'id' | 'name' | 'optionValues'>,
  onAdjusted: (adjusted: StockAdjusted) => void,
) {
  const form = useSchemaForm({
    fields: ADJUSTMENT_FIELDS,
    initial: EMPTY,
    schema: async () =>
      readingSchema((await loadContracts()).stockAdjustmentSchema, readAdjustment, {
        words: { quantity: 'The quantity' },
      }),
  });
  const [done, setDone] = useState<string | null>(null);
  const save = useMutation((input: StockAdjustmentRequest) => adjustStock(product.id, input), {
    busy: () => ({ title: 'Adjusting the stock', subtitle: productName(product) }),
    success: describeAdjustment,
  });

  const send = form.handleSubmit(async (input) => {
    const outcome = await save.mutate(input);
    if (outcome.ok) {
      // The next adjustment is likely for the same reason.
      form.setValues({ ...EMPTY, reason: form.values.reason });
      setDone(describeAdjustment(outcome.result));
      onAdjusted(outcome.result);
    }
    return outcome;
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    setDone(null);
    void send(event);
  }

  return { form, submit, done };
}
