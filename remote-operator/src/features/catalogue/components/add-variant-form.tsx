import { useState, type FormEvent } from 'react';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { currencySymbol } from '../../../lib/money-input';
import { useAddVariant, type VariantFormValues } from '../hooks/use-add-variant';
import { OptionValueFields } from './option-value-fields';
import { FormField } from '@storefront/ui';

const ID_PREFIX = 'db-cat-variant';

export interface AddVariantFormProps {
  product: OperatorProduct;
  onAdded: (variant: OperatorProduct) => void;
}

/** Another variant of the product: its value of each option, its SKU and its price. */
export function AddVariantForm({ product, onAdded }: AddVariantFormProps) {
  const empty: VariantFormValues = {
    optionValues: product.optionNames.map(() => ''),
    sku: '',
    price: '',
  };
  const [values, setValues] = useState(empty);
  const variant = useAddVariant(product, onAdded);
  const { errors } = variant;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await variant.add(values, event.currentTarget)) setValues(empty);
  }

  return (
    <form
      className="db-cat-add-variant"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="db-cat-add-variant"
    >
      <h3 id="db-cat-add-variant">Add a variant</h3>
      <OptionValueFields
        idPrefix={ID_PREFIX}
        optionNames={product.optionNames}
        values={values.optionValues}
        onChange={(optionValues) => setValues({ ...values, optionValues })}
        errors={errors}
      />
      <div className="db-cat-form__pair">
        <FormField
          name="sku"
          idPrefix={ID_PREFIX}
          label="SKU"
          hint="Its own, e.g. BASMATI-1KG."
          autoCapitalize="characters"
          spellCheck={false}
          value={values.sku}
          onChange={(event) => setValues({ ...values, sku: event.target.value })}
          error={errors.sku}
          required
        />
        <FormField
          name="price"
          idPrefix={ID_PREFIX}
          label={`Price (${currencySymbol(product.currency)})`}
          hint="e.g. 2.49."
          inputMode="decimal"
          autoComplete="off"
          value={values.price}
          onChange={(event) => setValues({ ...values, price: event.target.value })}
          error={errors.price}
          required
        />
      </div>
      {variant.formError && (
        <p className="db-alert" role="alert">
          {variant.formError}
        </p>
      )}
      <div className="db-cat-actions">
        <button type="submit" className="db-action" disabled={variant.saving}>
          {variant.saving ? 'Adding…' : 'Add variant'}
        </button>
        <p className="db-m-status" role="status">
          {variant.done}
        </p>
      </div>
    </form>
  );
}
