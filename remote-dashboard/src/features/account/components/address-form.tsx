import { useState, type FormEvent } from 'react';
import {
  describeApiError,
  loaderService,
  MESSAGE_DISPLAY_MS,
  fieldErrors,
} from '@storefront/shared';
import {
  addressInputSchema,
  formatPhoneNumber,
  type AddressInput,
} from '@storefront/shared/contracts';
import { focusFirstError, FormField, isOneOf } from '@storefront/ui';

const FIELDS = ['recipient', 'line1', 'line2', 'city', 'postcode', 'phone'] as const;
type Field = (typeof FIELDS)[number];

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
  title: string;
  initial?: AddressInput;
  onSave: (address: AddressInput) => Promise<void>;
  onCancel: () => void;
}

/** One address, new or edited, checked with the API's own schema before it is sent. */
export function AddressForm({ title, initial, onSave, onCancel }: AddressFormProps) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const parsed = addressInputSchema.safeParse(readForm(form));
    if (!parsed.success) {
      const found = fieldErrors(parsed.error, FIELDS);
      setErrors(found);
      focusFirstError(form, FIELDS, found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(parsed.data);
    } catch (error) {
      const failure = describeApiError(error);
      loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      if (isOneOf(FIELDS, failure.field)) setErrors({ [failure.field]: failure.message });
      else setFormError(failure.message);
      setSaving(false);
    }
  }

  const field = (name: Field, label: string, autoComplete: string, extra = {}) => (
    <FormField
      idPrefix="db-address"
      name={name}
      label={label}
      autoComplete={autoComplete}
      defaultValue={
        name === 'phone' && initial?.phone
          ? formatPhoneNumber(initial.phone)
          : (initial?.[name] ?? '')
      }
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <form className="db-form" noValidate onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      {field('recipient', 'Recipient’s name', 'name')}
      {field('line1', 'Address line 1', 'address-line1')}
      {field('line2', 'Address line 2 (optional)', 'address-line2')}
      {field('city', 'Town or city', 'address-level2')}
      {field('postcode', 'Postcode', 'postal-code')}
      {field('phone', 'Phone (optional)', 'tel', {
        type: 'tel',
        hint: 'For the driver, if they cannot find you.',
      })}
      <label className="db-checkbox">
        <input type="checkbox" name="isDefault" defaultChecked={initial?.isDefault ?? false} /> Make
        this my default address
      </label>
      {formError && (
        <p className="db-alert" role="alert">
          {formError}
        </p>
      )}
      <div className="db-actions">
        <button type="submit" className="db-button" disabled={saving}>
          Save address
        </button>
        <button type="button" className="db-button db-button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
