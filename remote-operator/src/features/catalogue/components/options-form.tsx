import { useRef, useState, type FormEvent } from 'react';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { MAX_PRODUCT_OPTIONS } from '@storefront/shared/constants';
import { useProductOptions, type OptionRow } from '../hooks/use-product-options';
import { FormField } from '@storefront/ui';

const NEW_ROW: OptionRow = { name: '', value: '' };

export interface OptionsFormProps {
  product: OperatorProduct;
  onSaved: (product: OperatorProduct) => void;
}

/** Gives a product without options its options (up to three) and its own value of each. */
export function OptionsForm({ product, onSaved }: OptionsFormProps) {
  const [rows, setRows] = useState([NEW_ROW]);
  const options = useProductOptions(product, onSaved);
  const { errors } = options;
  const formRef = useRef<HTMLFormElement>(null);

  const change = (index: number, edit: Partial<OptionRow>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...edit } : row)));

  function addRow() {
    setRows([...rows, NEW_ROW]);
    // The new option's name input exists once React has drawn it.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`[name="optionNames.${rows.length}"]`)?.focus(),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void options.save(rows, event.currentTarget);
  }

  return (
    <form
      ref={formRef}
      className="db-cat-options"
      noValidate
      onSubmit={submit}
      aria-label="The product’s options"
    >
      {rows.map((row, index) => (
        <fieldset key={index} className="db-cat-option">
          <legend>Option {index + 1}</legend>
          <div className="db-cat-form__pair">
            <FormField
              name={`optionNames.${index}`}
              idPrefix={`db-cat-option-${index}`}
              label="Option name"
              hint={index === 0 ? 'e.g. Size' : undefined}
              autoComplete="off"
              value={row.name}
              onChange={(event) => change(index, { name: event.target.value })}
              error={errors[`optionNames.${index}`]}
              required
            />
            <FormField
              name={`optionValues.${index}`}
              idPrefix={`db-cat-option-${index}`}
              label="This product’s value"
              hint={index === 0 ? 'e.g. 500 g' : undefined}
              autoComplete="off"
              value={row.value}
              onChange={(event) => change(index, { value: event.target.value })}
              error={errors[`optionValues.${index}`]}
              required
            />
          </div>
          {index > 0 && (
            <button
              type="button"
              className="db-action db-op-quiet"
              onClick={() => setRows(rows.filter((_, at) => at !== index))}
            >
              Remove<span className="db-visually-hidden"> option {index + 1}</span>
            </button>
          )}
        </fieldset>
      ))}
      {[errors.optionNames, errors.optionValues].filter(Boolean).map((message) => (
        <p key={message} className="db-field__error" role="alert">
          {message}
        </p>
      ))}
      {options.formError && (
        <p className="db-alert" role="alert">
          {options.formError}
        </p>
      )}
      <div className="db-cat-actions">
        {rows.length < MAX_PRODUCT_OPTIONS && (
          <button type="button" className="db-action db-op-quiet" onClick={addRow}>
            Add another option
          </button>
        )}
        <button type="submit" className="db-button" disabled={options.saving}>
          {options.saving ? 'Saving…' : 'Save options'}
        </button>
      </div>
    </form>
  );
}
