import { useId } from 'react';
import type { OperatorProduct, StockAdjusted } from '@storefront/shared/operator-contracts';
import { useStockAdjustment } from '../hooks/use-stock-adjustment';
import { productName } from '../lib/variants';

export interface ReceiveFormProps {
  product: OperatorProduct;
  onReceived: (adjusted: StockAdjusted) => void;
}

/** A quick "received" adjustment: how many came in, then Receive. */
export function ReceiveForm({ product, onReceived }: ReceiveFormProps) {
  const id = useId();
  const { form, submit, done } = useStockAdjustment(product, onReceived);
  const quantity = form.field('quantity');
  const error = quantity.error ?? form.formError;
  const name = productName(product);

  return (
    <form className="db-cat-receive" noValidate onSubmit={submit}>
      <div className="db-cat-receive__row">
        <label htmlFor={`${id}-quantity`}>
          Quantity received<span className="db-visually-hidden"> of {name}</span>
        </label>
        <input
          id={`${id}-quantity`}
          name={quantity.name}
          inputMode="numeric"
          autoComplete="off"
          size={6}
          value={quantity.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={quantity.onChange}
        />
        <button type="submit" className="db-action" disabled={form.saving}>
          Receive<span className="db-visually-hidden"> {name}</span>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="db-field__error" role="alert">
          {error}
        </p>
      )}
      <p className="db-m-status" role="status">
        {done}
      </p>
    </form>
  );
}
