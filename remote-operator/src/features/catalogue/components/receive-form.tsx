import { useId, useState, type FormEvent } from 'react';
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
  const [quantity, setQuantity] = useState('');
  const receive = useStockAdjustment(product, onReceived);
  const error = receive.errors.quantity ?? receive.formError;
  const name = productName(product);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await receive.adjust(
      { reason: 'received', quantity, note: '' },
      event.currentTarget,
    );
    if (saved) setQuantity('');
  }

  return (
    <form className="db-cat-receive" noValidate onSubmit={(event) => void submit(event)}>
      <div className="db-cat-receive__row">
        <label htmlFor={`${id}-quantity`}>
          Quantity received<span className="db-visually-hidden"> of {name}</span>
        </label>
        <input
          id={`${id}-quantity`}
          name="quantity"
          inputMode="numeric"
          autoComplete="off"
          size={6}
          value={quantity}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <button type="submit" className="db-action" disabled={receive.saving}>
          Receive<span className="db-visually-hidden"> {name}</span>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="db-field__error" role="alert">
          {error}
        </p>
      )}
      <p className="db-m-status" role="status">
        {receive.done}
      </p>
    </form>
  );
}
