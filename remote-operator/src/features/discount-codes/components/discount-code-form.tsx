import { useState, type FormEvent } from 'react';
import { useSession } from '@storefront/shared';
import type { OperatorDiscountCode } from '@storefront/shared/contracts';
import { currencySymbol } from '../../../lib/money-input';
import { useDiscountCodeForm } from '../hooks/use-discount-code-form';
import { NEW_DISCOUNT_CODE, type DiscountCodeFormValues } from '../lib/read-discount-code-form';
import { CategoryChoice } from './category-choice';
import { KindChoice } from './kind-choice';
import { FormField } from '@storefront/ui';

export interface DiscountCodeFormProps {
  onCreated: (created: OperatorDiscountCode) => void;
}

/**
 * A new code: what customers type, what it takes off, from what spend, when,
 * how often, and on which categories. Checked before it is sent.
 */
export function DiscountCodeForm({ onCreated }: DiscountCodeFormProps) {
  const [values, setValues] = useState(NEW_DISCOUNT_CODE);
  const symbol = currencySymbol(useSession('store')?.currency ?? 'GBP');
  const form = useDiscountCodeForm(onCreated);
  const { errors } = form;

  const set =
    <Field extends keyof DiscountCodeFormValues>(field: Field) =>
    (value: DiscountCodeFormValues[Field]) =>
      setValues((current) => ({ ...current, [field]: value }));
  const text = (field: Exclude<keyof DiscountCodeFormValues, 'kind' | 'categoryIds'>) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    error: errors[field],
    autoComplete: 'off',
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.save(values, event.currentTarget);
  }

  return (
    <form
      className="db-form db-dc-form"
      noValidate
      onSubmit={submit}
      aria-label="New discount code"
    >
      <FormField
        {...text('code')}
        label="Code"
        hint="What customers type: letters, digits and hyphens, e.g. SPRING-10."
        autoCapitalize="characters"
        spellCheck={false}
        required
      />
      <KindChoice kind={values.kind} onChange={set('kind')} error={errors.kind} />
      <div className="db-dc-form__pair">
        {values.kind === 'percent' ? (
          <FormField
            {...text('percentOff')}
            label="Percentage off (%)"
            hint="A whole number from 1 to 100."
            inputMode="numeric"
            required
          />
        ) : (
          <FormField
            {...text('amountOff')}
            label={`Amount off (${symbol})`}
            hint="e.g. 5.00, off the goods it applies to."
            inputMode="decimal"
            required
          />
        )}
        <FormField
          {...text('minSpend')}
          label={`Minimum spend (${symbol})`}
          hint="Of the goods it applies to. Empty: no minimum."
          inputMode="decimal"
        />
      </div>
      <div className="db-dc-form__pair">
        <FormField
          {...text('startsAt')}
          type="datetime-local"
          label="Starts"
          hint="Empty: straight away."
        />
        <FormField {...text('endsAt')} type="datetime-local" label="Ends" hint="Empty: no end." />
      </div>
      <div className="db-dc-form__pair">
        <FormField
          {...text('maxUses')}
          label="Total uses"
          hint="Orders in all. Empty: no limit."
          inputMode="numeric"
        />
        <FormField
          {...text('maxUsesPerCustomer')}
          label="Uses per customer"
          hint="Empty: no limit."
          inputMode="numeric"
        />
      </div>
      <CategoryChoice
        selected={values.categoryIds}
        onChange={set('categoryIds')}
        error={errors.categoryIds}
      />
      {form.formError && (
        <p className="db-alert" role="alert">
          {form.formError}
        </p>
      )}
      <button type="submit" className="db-button" disabled={form.saving}>
        {form.saving ? 'Creating…' : 'Create code'}
      </button>
    </form>
  );
}
