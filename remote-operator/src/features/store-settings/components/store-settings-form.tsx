import { useSession } from '@storefront/shared';
import { STORE_SETTING_LABELS as LABELS } from '@storefront/shared/constants';
import type { StoreSettingName } from '@storefront/shared/contracts';
import type { OperatorStore } from '@storefront/shared/operator-contracts';
import { currencySymbol } from '../../../lib/money-input';
import { useStoreSettingsForm } from '../hooks/use-store-settings-form';
import { OpeningHoursFields } from './opening-hours-fields';
import { FormAlert, FormField, TextAreaField } from '@storefront/ui';

type TextSetting = Exclude<StoreSettingName, 'openingHours'>;

export interface StoreSettingsFormProps {
  settings: OperatorStore['settings'];
  onSaved: (saved: OperatorStore) => void;
}

const LEGAL_HINT =
  'Plain text: a blank line starts a new paragraph, and a line starting “## ” is a heading.';

/** Every setting in one form, in sections, saved together. */
export function StoreSettingsForm({ settings, onSaved }: StoreSettingsFormProps) {
  const form = useStoreSettingsForm(settings, onSaved);
  const symbol = currencySymbol(useSession('store')?.currency ?? 'GBP');
  const field = (name: TextSetting) => ({
    ...form.field(name),
    idPrefix: 'db-store',
    label: LABELS[name],
  });
  const money = (name: TextSetting) => ({
    ...field(name),
    label: `${LABELS[name]} (${symbol})`,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
  });

  return (
    <form
      className="db-form db-store-form"
      noValidate
      onSubmit={(event) => void form.submit(event)}
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
        days={form.values.openingHours}
        error={form.errors.openingHours}
        onChange={(openingHours) => form.setValue('openingHours', openingHours)}
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
        <legend>Fulfilment</legend>
        <div className="db-store-pair">
          <FormField
            {...field('weighedBufferPercent')}
            inputMode="numeric"
            autoComplete="off"
            hint="Cards are held for weighed items’ estimate plus this much, so their real weight can be charged. 0 to 50."
          />
          <FormField
            {...field('substitutionAnswerMinutes')}
            inputMode="numeric"
            autoComplete="off"
            hint="How long customers have to accept or reject a substitute; then their default stands. 1 to 120."
          />
        </div>
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

      <FormAlert>{form.formError}</FormAlert>
      <div className="db-op-actions">
        <button type="submit" className="db-action" disabled={form.saving}>
          Save settings
        </button>
      </div>
    </form>
  );
}
