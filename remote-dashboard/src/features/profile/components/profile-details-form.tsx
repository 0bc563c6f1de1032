import type { Account } from '@storefront/shared/contracts';
import { useProfileDetails } from '../hooks/use-profile-details';
import { FormAlert, FormField } from '@storefront/ui';

export interface ProfileDetailsFormProps {
  account: Account;
  onSaved: (account: Account) => void;
}

/** Name and e-mail, checked with the API's own schema before they are sent. */
export function ProfileDetailsForm({ account, onSaved }: ProfileDetailsFormProps) {
  const { form, submit } = useProfileDetails(account, onSaved);

  return (
    <form
      className="db-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="db-profile-details"
    >
      <h2 id="db-profile-details">Your details</h2>
      <FormField {...form.field('name')} label="Name" autoComplete="name" required />
      <FormField
        {...form.field('email')}
        label="E-mail"
        type="email"
        autoComplete="email"
        required
      />
      <FormAlert>{form.formError}</FormAlert>
      <button type="submit" className="db-button" disabled={form.saving}>
        {form.saving ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
