import { formatMoney } from '@storefront/shared';
import type { WalletEntry } from '@storefront/shared/contracts';
import type { CustomerDetail } from '@storefront/shared/operator-contracts';
import { useWalletCredit } from '../hooks/use-wallet-credit';
import { FormAlert, FormField } from '@storefront/ui';

/** The currency's sign as the store writes money: 'GBP' → '£'. */
const symbolOf = (currency: string) => formatMoney(0, currency).replace(/[\d.,\s]/g, '');

export interface WalletCreditFormProps {
  customer: CustomerDetail;
  onCredited: (entry: WalletEntry) => void;
}

/** Goodwill or store credit: an amount and the reason, which the customer reads too. */
export function WalletCreditForm({ customer, onCredited }: WalletCreditFormProps) {
  const { form, done, submit } = useWalletCredit(customer, onCredited);

  return (
    <form
      className="db-form db-cs-credit"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="db-cs-credit-title"
    >
      <h3 id="db-cs-credit-title">Give wallet credit</h3>
      <FormField
        {...form.field('amount')}
        idPrefix="db-cs-credit"
        label={`Amount (${symbolOf(customer.currency)})`}
        hint="For example 5.00"
        inputMode="decimal"
        autoComplete="off"
        required
      />
      <FormField
        {...form.field('note')}
        idPrefix="db-cs-credit"
        label="Reason"
        hint="The customer sees it in their wallet and in the message they get."
        maxLength={200}
        autoComplete="off"
        required
      />
      <FormAlert>{form.formError}</FormAlert>
      {done && (
        <p className="db-note db-cs-done" role="status">
          {done}
        </p>
      )}
      <button type="submit" className="db-button" disabled={form.saving}>
        {form.saving ? 'Giving credit…' : 'Give credit'}
      </button>
    </form>
  );
}
