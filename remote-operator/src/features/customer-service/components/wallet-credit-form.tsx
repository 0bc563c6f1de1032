import { useState, type FormEvent } from 'react';
import { formatMoney } from '@storefront/shared';
import type { WalletEntry } from '@storefront/shared/contracts';
import type { CustomerDetail } from '@storefront/shared/operator-contracts';
import { CREDIT_FIELDS, useWalletCredit, type CreditValues } from '../hooks/use-wallet-credit';
import { focusFirstError, FormField } from '@storefront/ui';

const EMPTY: CreditValues = { amount: '', note: '' };

/** The currency's sign as the store writes money: 'GBP' → '£'. */
const symbolOf = (currency: string) => formatMoney(0, currency).replace(/[\d.,\s]/g, '');

export interface WalletCreditFormProps {
  customer: CustomerDetail;
  onCredited: (entry: WalletEntry) => void;
}

/** Goodwill or store credit: an amount and the reason, which the customer reads too. */
export function WalletCreditForm({ customer, onCredited }: WalletCreditFormProps) {
  const [values, setValues] = useState<CreditValues>(EMPTY);
  const credit = useWalletCredit(customer, onCredited);

  const set = (name: keyof CreditValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const outcome = await credit.submit(values);
    if (outcome === true) setValues(EMPTY);
    else focusFirstError(form, CREDIT_FIELDS, outcome);
  }

  return (
    <form
      className="db-form db-cs-credit"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="db-cs-credit-title"
    >
      <h3 id="db-cs-credit-title">Give wallet credit</h3>
      <FormField
        idPrefix="db-cs-credit"
        name="amount"
        label={`Amount (${symbolOf(customer.currency)})`}
        hint="For example 5.00"
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onChange={set('amount')}
        error={credit.errors.amount}
        required
      />
      <FormField
        idPrefix="db-cs-credit"
        name="note"
        label="Reason"
        hint="The customer sees it in their wallet and in the message they get."
        maxLength={200}
        autoComplete="off"
        value={values.note}
        onChange={set('note')}
        error={credit.errors.note}
        required
      />
      {credit.formError && (
        <p className="db-alert" role="alert">
          {credit.formError}
        </p>
      )}
      {credit.done && (
        <p className="db-note db-cs-done" role="status">
          {credit.done}
        </p>
      )}
      <button type="submit" className="db-button" disabled={credit.saving}>
        {credit.saving ? 'Giving credit…' : 'Give credit'}
      </button>
    </form>
  );
}
