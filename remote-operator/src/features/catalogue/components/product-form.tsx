import { useState } from 'react';
import { useSession } from '@storefront/shared';
import type { OperatorCategory, OperatorProduct } from '@storefront/shared/operator-contracts';
import {
  COMMON_VAT_RATES_BASIS_POINTS,
  formatVatRate,
  PRODUCT_UNIT_LABELS,
  PRODUCT_UNITS,
} from '@storefront/shared/constants';
import { useProductForm, type ProductFormValues } from '../hooks/use-product-form';
import { optionInputs } from '../lib/option-errors';
import { currencySymbol } from '../../../lib/money-input';
import { OptionValueFields } from './option-value-fields';
import { FormAlert, FormField, SelectField, TextAreaField } from '@storefront/ui';

export interface ProductFormProps {
  /** The product being edited; null for a new one. */
  product: OperatorProduct | null;
  initial: ProductFormValues;
  categories: OperatorCategory[];
  onSaved: (product: OperatorProduct) => void;
}

const VAT_RATE_NAMES: Record<(typeof COMMON_VAT_RATES_BASIS_POINTS)[number], string> = {
  2000: 'standard',
  500: 'reduced',
  0: 'zero',
};

/** The common rates, and the product's own when it is another (so saving keeps it). */
function vatRateOptions(product: OperatorProduct | null) {
  const options: { rate: number; label: string }[] = COMMON_VAT_RATES_BASIS_POINTS.map((rate) => ({
    rate,
    label: `${formatVatRate(rate)} (${VAT_RATE_NAMES[rate]})`,
  }));
  const own = product?.vatRateBasisPoints;
  if (own !== undefined && !options.some((option) => option.rate === own)) {
    options.push({ rate: own, label: formatVatRate(own) });
  }
  return options;
}

/**
 * SKU, name, barcode, description, category, price, unit (and, per kg, the
 * estimated weight of one), VAT rate and the two flags, checked before they
 * are sent; for a product with options, also this variant's value of each.
 */
export function ProductForm({ product, initial, categories, onSaved }: ProductFormProps) {
  const { form, submit } = useProductForm(product, initial, onSaved);
  const { values } = form;
  const optionNames = product?.optionNames ?? [];
  // Options given on the page's options panel bring their inputs here, keeping other edits.
  const [shownOptions, setShownOptions] = useState(optionNames.join('\n'));
  if (shownOptions !== optionNames.join('\n')) {
    setShownOptions(optionNames.join('\n'));
    form.setValues((current) => ({ ...current, ...optionInputs(product?.optionValues ?? []) }));
  }
  const storeCurrency = useSession('store')?.currency;
  const currency = product?.currency ?? storeCurrency ?? 'GBP';

  return (
    <form
      className="db-form db-cat-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="db-cat-details"
    >
      <h2 id="db-cat-details">Details</h2>
      {optionNames.length > 0 && (
        <p className="db-op-muted db-cat-form__note">
          These details apply to every variant of the product, except the SKU, barcode, price and{' '}
          {optionNames.join(', ')}, which are this variant’s own.
        </p>
      )}
      <div className="db-cat-form__pair">
        <FormField
          {...form.field('sku')}
          label="SKU"
          hint="Letters, digits and hyphens, e.g. BABY-SPINACH."
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <FormField {...form.field('name')} label="Name" required />
      </div>
      {optionNames.length > 0 && (
        <OptionValueFields
          idPrefix="db-cat-details"
          optionNames={optionNames}
          field={form.field}
          listError={form.errors.optionValues}
        />
      )}
      <FormField
        {...form.field('gtin')}
        label="Barcode (GTIN)"
        hint="Optional. The 13, 12 or 8 digits under the barcode (EAN-13, UPC-A or EAN-8)."
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
      />
      <TextAreaField {...form.field('description')} label="Description" rows={4} />
      <SelectField {...form.field('categoryId')} label="Category" required>
        <option value="">Select a category</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <div className="db-cat-form__pair">
        <FormField
          {...form.field('price')}
          label={`Price (${currencySymbol(currency)})`}
          hint="e.g. 2.49: the price of one, or of 1 kg."
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <SelectField {...form.field('unit')} label="Unit">
          {PRODUCT_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {PRODUCT_UNIT_LABELS[unit]}
            </option>
          ))}
        </SelectField>
      </div>
      {values.unit === 'per_kg' && (
        <FormField
          {...form.field('estimatedWeightGrams')}
          label="Estimated weight of one (g)"
          hint="What one unit the customer orders weighs, in grams: e.g. 180 for a banana. The order is priced at the weight picked."
          inputMode="numeric"
          autoComplete="off"
          required
        />
      )}
      <SelectField
        {...form.field('vatRateBasisPoints')}
        label="VAT rate"
        hint="The VAT included in the price."
      >
        {vatRateOptions(product).map(({ rate, label }) => (
          <option key={rate} value={rate}>
            {label}
          </option>
        ))}
      </SelectField>
      <Checkbox
        name="published"
        label="Published"
        hint="Shown to customers in the shop."
        checked={values.published}
        onChange={(checked) => form.setValue('published', checked)}
      />
      <Checkbox
        name="featured"
        label="Featured"
        hint="Shown on the shop's home page."
        checked={values.featured}
        onChange={(checked) => form.setValue('featured', checked)}
      />
      <FormAlert>{form.formError}</FormAlert>
      <button type="submit" className="db-button" disabled={form.saving}>
        {form.saving ? 'Saving…' : product ? 'Save changes' : 'Add product'}
      </button>
    </form>
  );
}

interface CheckboxProps {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

function Checkbox({ name, label, hint, checked, onChange }: CheckboxProps) {
  const id = `db-cat-field-${name}`;
  return (
    <div className="db-cat-check">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="db-field__hint">
        {hint}
      </p>
    </div>
  );
}
