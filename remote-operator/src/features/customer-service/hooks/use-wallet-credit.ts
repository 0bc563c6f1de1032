import { useState } from 'react';
import {
  describeApiError,
  formatMoney,
  loaderService,
  MESSAGE_DISPLAY_MS,
} from '@storefront/shared';
import type { WalletEntry } from '@storefront/shared/contracts';
import { parseAmount } from '../../../lib/money-input';
import { giveWalletCredit } from '../api/give-wallet-credit';

export const CREDIT_FIELDS = ['amount', 'note'] as const;
export type CreditField = (typeof CREDIT_FIELDS)[number];
export type CreditValues = Record<CreditField, string>;
export type CreditErrors = Partial<Record<CreditField, string>>;

/** The form's field for the field an API error names. */
const formFieldOf = (apiField?: string): CreditField | undefined =>
  apiField === 'amountMinor' ? 'amount' : apiField === 'note' ? 'note' : undefined;

/** The most one credit may give, as the API takes it (in minor units). */
const MAX_CREDIT_MINOR = 100_000;
const NOTE_MAX = 200;

function check(values: CreditValues, currency: string) {
  const errors: CreditErrors = {};
  const amountMinor = parseAmount(values.amount);
  if (!values.amount.trim()) errors.amount = 'Enter an amount, e.g. 5.00';
  else if (amountMinor === null) errors.amount = 'Enter an amount such as 5 or 5.50';
  else if (amountMinor < 1) errors.amount = 'Enter an amount above zero';
  else if (amountMinor > MAX_CREDIT_MINOR) {
    errors.amount = `Give at most ${formatMoney(MAX_CREDIT_MINOR, currency)} at a time`;
  }
  const note = values.note.trim();
  if (!note) errors.note = 'Say why the credit is given';
  else if (note.length > NOTE_MAX) errors.note = `Keep the reason to ${NOTE_MAX} characters`;
  return { errors, amountMinor: amountMinor ?? 0, note };
}

/** Checks the form, gives the credit, and hands the new ledger entry to `onCredited`. */
export function useWalletCredit(
  customer: { id: string; name: string; currency: string },
  onCredited: (entry: WalletEntry) => void,
) {
  const [errors, setErrors] = useState<CreditErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** True once credited; otherwise the field errors found (none when the form itself failed). */
  async function submit(values: CreditValues): Promise<true | CreditErrors> {
    setFormError(null);
    setDone(null);
    const checked = check(values, customer.currency);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return checked.errors;

    const amount = formatMoney(checked.amountMinor, customer.currency);
    setSaving(true);
    loaderService.show({
      title: 'Giving wallet credit',
      subtitle: `${amount} to ${customer.name}`,
    });
    try {
      const entry = await giveWalletCredit(customer.id, {
        amountMinor: checked.amountMinor,
        note: checked.note,
      });
      loaderService.success(`${amount} credited to ${customer.name}.`, MESSAGE_DISPLAY_MS);
      setDone(
        `${amount} credited. The balance is now ${formatMoney(entry.balanceAfterMinor, customer.currency)}.`,
      );
      onCredited(entry);
      return true;
    } catch (error) {
      const failure = describeApiError(error);
      loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      const field = formFieldOf(failure.field);
      const found: CreditErrors = field ? { [field]: failure.message } : {};
      setErrors(found);
      if (!field) setFormError(failure.message);
      return found;
    } finally {
      setSaving(false);
    }
  }

  return { submit, errors, formError, done, saving };
}
