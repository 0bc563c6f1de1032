import { useRef } from 'react';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { MAX_PRODUCT_OPTIONS } from '@storefront/shared/constants';
import { useProductOptions } from '../hooks/use-product-options';
import { FormAlert, FormField } from '@storefront/ui';

export interface OptionsFormProps {
  product: OperatorProduct;
  onSaved: (product: OperatorProduct) => void;
}

/** Gives a product without options its options (up to three) and its own value of each. */
export function OptionsForm({ product, onSaved }: OptionsFormProps) {
  const options = useProductOptions(product, onSaved);
  const { form, count } = options;
  const formRef = useRef<HTMLFormElement>(null);

  function addRow() {
    options.addRow();
    // The new option's name input exists once React has drawn it.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`[name="optionNames.${count}"]`)?.focus(),
    );
  }

  return (
    <form
      ref={formRef}
      className="db-cat-options"
      noValidate
      onSubmit={options.submit}
      aria-label="The product’s options"
    >
      {Array.from({ length: count }, (_, index) => (
        <fieldset key={index} className="db-cat-option">
          <legend>Option {index + 1}</legend>
          <div className="db-cat-form__pair">
            <FormField
              {...form.field(`optionNames.${index}`)}
              idPrefix={`db-cat-option-${index}`}
              label="Option name"
              hint={index === 0 ? 'e.g. Size' : undefined}
              autoComplete="off"
              required
            />
            <FormField
              {...form.field(`optionValues.${index}`)}
              idPrefix={`db-cat-option-${index}`}
              label="This product’s value"
              hint={index === 0 ? 'e.g. 500 g' : undefined}
              autoComplete="off"
              required
            />
          </div>
          {index > 0 && (
            <button
              type="button"
              className="db-action db-op-quiet"
              onClick={() => options.removeRow(index)}
            >
              Remove<span className="db-visually-hidden"> option {index + 1}</span>
            </button>
          )}
        </fieldset>
      ))}
      {[form.errors.optionNames, form.errors.optionValues].filter(Boolean).map((message) => (
        <p key={message} className="db-field__error" role="alert">
          {message}
        </p>
      ))}
      <FormAlert>{options.alert}</FormAlert>
      <div className="db-cat-actions">
        {count < MAX_PRODUCT_OPTIONS && (
          <button type="button" className="db-action db-op-quiet" onClick={addRow}>
            Add another option
          </button>
        )}
        <button type="submit" className="db-button" disabled={form.saving}>
          {form.saving ? 'Saving…' : 'Save options'}
        </button>
      </div>
    </form>
  );
}
