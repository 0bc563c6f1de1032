import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { currencySymbol } from '../../../lib/money-input';
import { useAddVariant } from '../hooks/use-add-variant';
import { OptionValueFields } from './option-value-fields';
import { FormAlert, FormField } from '@storefront/ui';

const ID_PREFIX = 'db-cat-variant';

export interface AddVariantFormProps {
  product: OperatorProduct;
  onAdded: (variant: OperatorProduct) => void;
}

/** Another variant of the product: its value of each option, its SKU, its price and its barcode. */
export function AddVariantForm({ product, onAdded }: AddVariantFormProps) {
  const { form, submit, done } = useAddVariant(product, onAdded);

  return (
    <form
      className="db-cat-add-variant"
      noValidate
      onSubmit={submit}
      aria-labelledby="db-cat-add-variant"
    >
      <h3 id="db-cat-add-variant">Add a variant</h3>
      <OptionValueFields
        idPrefix={ID_PREFIX}
        optionNames={product.optionNames}
        field={form.field}
        listError={form.errors.optionValues}
      />
      <div className="db-cat-form__pair">
        <FormField
          {...form.field('sku')}
          idPrefix={ID_PREFIX}
          label="SKU"
          hint="Its own, e.g. BASMATI-1KG."
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <FormField
          {...form.field('price')}
          idPrefix={ID_PREFIX}
          label={`Price (${currencySymbol(product.currency)})`}
          hint="e.g. 2.49."
          inputMode="decimal"
          autoComplete="off"
          required
        />
      </div>
      <FormField
        {...form.field('gtin')}
        idPrefix={ID_PREFIX}
        label="Barcode (GTIN)"
        hint="Optional. Its own EAN-13, UPC-A or EAN-8."
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
      />
      <FormAlert>{form.formError}</FormAlert>
      <div className="db-cat-actions">
        <button type="submit" className="db-action" disabled={form.saving}>
          {form.saving ? 'Adding…' : 'Add variant'}
        </button>
        <p className="db-m-status" role="status">
          {done}
        </p>
      </div>
    </form>
  );
}
