import { useState, type FormEvent } from 'react';
import { useSession } from '@storefront/shared';
import { STORE_SETTING_LABELS as LABELS } from '@storefront/shared/constants';
import type { OperatorStore, StoreSettingName } from '@storefront/shared/contracts';
import { currencySymbol } from '../../../lib/money-input';
import { useStoreSettingsForm } from '../hooks/use-store-settings-form';
import { valuesOf, type StoreSettingsFormValues } from '../lib/read-store-settings-form';
import { OpeningHoursFields } from './opening-hours-fields';
import { FormField, TextAreaField } from '@storefront/ui';

type TextSetting = Exclude<StoreSettingName, 'openingHours'>;

export interface StoreSettingsFormProps {
  settings: OperatorStore['settings'];
  onSaved: (saved: OperatorStore) => void;
}

const LEGAL_HINT =
  'Plain text: a blank line starts a new paragraph, and a line starting “## ” is a heading.';

/** Every setting in one form, in sections, saved together. */
export function StoreSettingsForm({ settings, onSaved }: StoreSettingsFormProps) {
  const [values, setValues] = useState(() => valuesOf(settings));
  const form = useStoreSettingsForm(onSaved);
  const { errors } = form;
  const symbol = currencySymbol(useSession('store')?.currency ?? 'GBP');

  const set = <Field extends keyof StoreSettingsFormValues>(
    field: Field,
    value: StoreSettingsFormValues[Field],
  ) => setValues((current) => ({ ...current, [field]: value }));
  const field = (name: TextSetting) => ({
    name,
    idPrefix: 'db-store',
    label: LABELS[name],
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: errors[name],
  });
  const money = (name: TextSetting) => ({
    ...field(name),
    label: `${LABELS[name]} (${symbol})`,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.save(values, event.currentTarget);
  }

  return (
    <form
      className="db-form db-store-form"
      noValidate
      onSubmit={submit}
      aria-label="Store settings"
    >
      <fieldset>
        <legend>The shop</legend>
        <FormField {...field('name')} required autoComplete="organization" />
        <TextAreaField
          {...field('description')}
          hint="A sentence or two: search engines and link previews show it."
          rows={3}
        />
        <FormField {...field('address')} required autoComplete="street-address" />
        <FormField {...field('phone')} type="tel" autoComplete="tel" />
      </fieldset>

      <OpeningHoursFields
        days={values.openingHours}
        error={errors.openingHours}
        onChange={(openingHours) => set('openingHours', openingHours)}
      />

      <fieldset>
        <legend>Store pickup</legend>
        <FormField
          {...field('pickupAddress')}
          hint="Where customers collect their pickup orders."
        />
        <FormField {...field('pickupHours')} hint="As customers read it: Mon–Sat 8am–8pm." />
      </fieldset>

      <fieldset>
        <legend>Delivery</legend>
        <div className="db-store-pair">
          <FormField {...money('deliveryFeeMinor')} required />
          <FormField
            {...money('freeDeliveryFromMinor')}
            hint="Goods of this value or more travel free. Empty: delivery always costs the fee."
          />
        </div>
        <FormField
          {...money('minimumBasketMinor')}
          hint="Checkout refuses less, saying how much more to add. Empty: no minimum."
        />
      </fieldset>

      <fieldset>
        <legend>Receipts</legend>
        <FormField
          {...field('vatNumber')}
          hint="With it, receipts are VAT receipts that show it. Without it, they are plain receipts with no VAT on them."
          autoComplete="off"
        />
      </fieldset>

      <fieldset>
        <legend>Legal pages</legend>
        <TextAreaField {...field('termsText')} hint={LEGAL_HINT} rows={8} />
        <TextAreaField {...field('privacyText')} hint={LEGAL_HINT} rows={8} />
        <TextAreaField {...field('cookiesText')} hint={LEGAL_HINT} rows={8} />
      </fieldset>

      {form.formError && (
        <p className="db-alert" role="alert">
          {form.formError}
        </p>
      )}
      <div className="db-op-actions">
        <button type="submit" className="db-action" disabled={form.saving}>
          Save settings
        </button>
      </div>
    </form>
  );
}
