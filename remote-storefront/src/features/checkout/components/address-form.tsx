import { useState, type FormEvent } from 'react';
import { fieldErrors } from '@storefront/shared';
import { addressInputSchema, type Address } from '@storefront/shared/contracts';
import { FormField, focusFirstError, isOneOf, useMutation } from '@storefront/ui';
import { createAddress } from '../api/create-address';

const FIELDS = ['recipient', 'line1', 'line2', 'city', 'postcode', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: Field) => String(data.get(name) ?? '');
  return {
    recipient: text('recipient'),
    line1: text('line1'),
    line2: text('line2'),
    city: text('city'),
    postcode: text('postcode'),
    // Optional: an empty box means "no phone", not an invalid one.
    phone: text('phone').trim() || undefined,
    isDefault: data.get('isDefault') === 'on',
  };
}

export interface AddressFormProps {
  onSaved: (address: Address) => void;
  onBack?: () => void;
}

/** A new address for the address book, checked with the API's own schema before it is sent. */
export function AddressForm({ onSaved, onBack }: AddressFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { mutate, running: saving } = useMutation(createAddress, {
    busy: () => ({ title: 'Saving your address', subtitle: 'Adding it to your address book' }),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = addressInputSchema.safeParse(readForm(form));
    if (!parsed.success) {
      const found = fieldErrors(parsed.error, FIELDS);
      setErrors(found);
      focusFirstError(form, FIELDS, found);
      return;
    }
    setErrors({});
    setFormError(null);
    const outcome = await mutate(parsed.data);
    if (outcome.ok) return onSaved(outcome.result);
    const { field, message } = outcome.failure;
    if (isOneOf(FIELDS, field)) setErrors({ [field]: message });
    else setFormError(message);
  }

  return (
    <form className="sf-form sf-address-form" noValidate onSubmit={onSubmit}>
      <FormField
        name="recipient"
        label="Recipient’s name"
        autoComplete="name"
        error={errors.recipient}
        announceError={false}
      />
      <FormField
        name="line1"
        label="Address line 1"
        autoComplete="address-line1"
        error={errors.line1}
        announceError={false}
      />
      <FormField
        name="line2"
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        error={errors.line2}
        announceError={false}
      />
      <FormField
        name="city"
        label="Town or city"
        autoComplete="address-level2"
        error={errors.city}
        announceError={false}
      />
      <FormField
        name="postcode"
        label="Postcode"
        autoComplete="postal-code"
        error={errors.postcode}
        announceError={false}
      />
      <FormField
        name="phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        hint="For the driver, if they cannot find you."
        error={errors.phone}
        announceError={false}
      />
      <label className="sf-checkbox">
        <input type="checkbox" name="isDefault" /> Make this my default address
      </label>
      {formError && (
        <p className="sf-form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="sf-checkout-actions">
        {onBack && (
          <button type="button" className="sf-button sf-button--outline" onClick={onBack}>
            Back
          </button>
        )}
        <button type="submit" className="sf-button sf-button--solid" disabled={saving}>
          Save and use this address
        </button>
      </div>
    </form>
  );
}
