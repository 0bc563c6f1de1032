import { useState, type FormEvent } from 'react';
import type { Account } from '@storefront/shared/contracts';
import { useProfileDetails } from '../hooks/use-profile-details';
import { FormField } from '@storefront/ui';

export interface ProfileDetailsFormProps {
  account: Account;
  onSaved: (account: Account) => void;
}

/** Name and e-mail, checked with the API's own schema before they are sent. */
export function ProfileDetailsForm({ account, onSaved }: ProfileDetailsFormProps) {
  const [name, setName] = useState(account.name);
  const [email, setEmail] = useState(account.email ?? '');
  const details = useProfileDetails(onSaved);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void details.save({ name, email }, event.currentTarget);
  }

  return (
    <form className="db-form" noValidate onSubmit={submit} aria-labelledby="db-profile-details">
      <h2 id="db-profile-details">Your details</h2>
      <FormField
        name="name"
        label="Name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={details.errors.name}
        required
      />
      <FormField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={details.errors.email}
        required
      />
      {details.formError && (
        <p className="db-alert" role="alert">
          {details.formError}
        </p>
      )}
      <button type="submit" className="db-button" disabled={details.saving}>
        {details.saving ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
