import { useAddReferrer } from '../hooks/use-add-referrer';
import { FormField } from '@storefront/ui';

/** "Got a friend's code?" — allowed until the customer's first order. */
export function AddReferrerForm({ onAdded }: { onAdded: () => Promise<void> | void }) {
  const { form, submit } = useAddReferrer(onAdded);

  return (
    <form
      className="db-m-card db-m-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="db-add-referrer"
    >
      <h2 id="db-add-referrer">Got a friend&apos;s code?</h2>
      <FormField
        {...form.field('code')}
        id="db-referrer-code"
        label="Friend's code"
        hint="Add it before your first order and you both get the reward when that order is completed."
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={32}
      />
      <div className="db-m-actions">
        <button type="submit" className="db-button" disabled={form.saving}>
          Add code
        </button>
      </div>
    </form>
  );
}
