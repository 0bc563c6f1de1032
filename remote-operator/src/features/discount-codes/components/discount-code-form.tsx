import { useSession } from '@storefront/shared';
import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';
import { FormAlert, FormField } from '@storefront/ui';
import { currencySymbol } from '../../../lib/money-input';
import { useDiscountCodeForm } from '../hooks/use-discount-code-form';
import type { DiscountCodeFormValues } from '../lib/read-discount-code-form';
import { CategoryChoice } from './category-choice';
import { KindChoice } from './kind-choice';

export interface DiscountCodeFormProps {
  onCreated: (created: OperatorDiscountCode) => void;
}

/**
 * A new code: what customers type, what it takes off, from what spend, when,
 * how often, and on which categories. Checked before it is sent.
 */
export function DiscountCodeForm({ onCreated }: DiscountCodeFormProps) {
  const symbol = currencySymbol(useSession('store')?.currency ?? 'GBP');
  const form = useDiscountCodeForm(onCreated);
  const { values, errors } = form;
  const text = (field: Exclude<keyof DiscountCodeFormValues, 'kind' | 'categoryIds'>) => ({
    ...form.field(field),
    autoComplete: 'off',
  });

  return (
    <form
      className="db-form db-dc-form"
      noValidate
      onSubmit={(event) => void form.submit(event)}
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
      <KindChoice
        kind={values.kind}
        onChange={(kind) => form.setValue('kind', kind)}
        error={errors.kind}
      />
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
        onChange={(ids) => form.setValue('categoryIds', ids)}
        error={errors.categoryIds}
      />
      <FormAlert>{form.formError}</FormAlert>
      <button type="submit" className="db-button" disabled={form.saving}>
        {form.saving ? 'Creating…' : 'Create code'}
      </button>
    </form>
  );
}
