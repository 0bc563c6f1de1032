import { formatPhoneNumber, type AddressInput } from '@storefront/shared/contracts';
import {
  FormAlert,
  FormField,
  readingSchema,
  useSchemaForm,
  type MutationOutcome,
} from '@storefront/ui';

const FIELDS = ['recipient', 'line1', 'line2', 'city', 'postcode', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type AddressValues = Record<Field, string> & { isDefault: boolean };

const valuesOf = (initial?: AddressInput): AddressValues => ({
  recipient: initial?.recipient ?? '',
  line1: initial?.line1 ?? '',
  line2: initial?.line2 ?? '',
  city: initial?.city ?? '',
  postcode: initial?.postcode ?? '',
  phone: initial?.phone ? formatPhoneNumber(initial.phone) : '',
  isDefault: initial?.isDefault ?? false,
});

// Optional: an empty box means "no phone", not an invalid one.
const read = (values: AddressValues) => ({
  input: { ...values, phone: values.phone.trim() || undefined },
  problems: {},
});

export interface AddressFormProps {
  title: string;
  initial?: AddressInput;
  onSave: (address: AddressInput) => Promise<MutationOutcome<unknown>>;
  onCancel: () => void;
}

/** One address, new or edited, checked with the API's own schema before it is sent. */
export function AddressForm({ title, initial, onSave, onCancel }: AddressFormProps) {
  const form = useSchemaForm({
    fields: FIELDS,
    initial: valuesOf(initial),
    // The schemas (zod) load when the form is first sent, not with the page.
    schema: async () =>
      readingSchema((await import('@storefront/shared/contracts')).addressInputSchema, read),
  });
  const submit = form.handleSubmit(onSave);

  const field = (name: Field, label: string, autoComplete: string, extra = {}) => (
    <FormField
      idPrefix="db-address"
      {...form.field(name)}
      label={label}
      autoComplete={autoComplete}
      {...extra}
    />
  );

  return (
    <form
      className="db-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={title}
    >
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
        <input
          type="checkbox"
          name="isDefault"
          checked={form.values.isDefault}
          onChange={(event) => form.setValue('isDefault', event.target.checked)}
        />{' '}
        Make this my default address
      </label>
      <FormAlert>{form.formError}</FormAlert>
      <div className="db-actions">
        <button type="submit" className="db-button" disabled={form.saving}>
          Save address
        </button>
        <button type="button" className="db-button db-button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
