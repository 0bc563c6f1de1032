import { useState, type FormEvent } from 'react';
import { useAddReferrer } from '../hooks/use-add-referrer';
import { FormField } from '@storefront/ui';

/** "Got a friend's code?" — allowed until the customer's first order. */
export function AddReferrerForm({ onAdded }: { onAdded: () => Promise<void> | void }) {
  const [typed, setTyped] = useState('');
  const { submit, fieldError, saving } = useAddReferrer(onAdded);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(typed);
  }

  return (
    <form
      className="db-m-card db-m-form"
      onSubmit={send}
      noValidate
      aria-labelledby="db-add-referrer"
    >
      <h2 id="db-add-referrer">Got a friend&apos;s code?</h2>
      <FormField
        id="db-referrer-code"
        name="code"
        label="Friend's code"
        error={fieldError}
        hint="Add it before your first order and you both get the reward when that order is completed."
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={32}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className="db-m-actions">
        <button type="submit" className="db-button" disabled={saving}>
          Add code
        </button>
      </div>
    </form>
  );
}
