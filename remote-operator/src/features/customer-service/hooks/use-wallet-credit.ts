import { useState, type FormEvent } from 'react';
import { formatMoney } from '@storefront/shared';
import type {
  StoreCreditRequest,
  storeCreditSchema,
  WalletEntry,
} from '@storefront/shared/contracts';
import { useMutation, useSchemaForm, type FormSchema } from '@storefront/ui';
import { parseAmount } from '../../../lib/money-input';
import { giveWalletCredit } from '../api/give-wallet-credit';

const CREDIT_FIELDS = ['amount', 'note'] as const;
type CreditValues = Record<(typeof CREDIT_FIELDS)[number], string>;
const EMPTY: CreditValues = { amount: '', note: '' };

/** What the words of a refused amount depend on, of a zod issue. */
type Issue = { code: string; maximum?: unknown };

/** The console's words for a refused amount, typed in pounds; the limits are the contract's. */
function amountMessage(typed: string, issue: Issue, currency: string): string {
  if (!typed.trim()) return 'Enter an amount, e.g. 5.00';
  if (parseAmount(typed) !== null && issue.code === 'too_small')
    return 'Enter an amount above zero';
  if (parseAmount(typed) !== null && issue.code === 'too_big') {
    return `Give at most ${formatMoney(Number(issue.maximum), currency)} at a time`;
  }
  return 'Enter an amount such as 5 or 5.50';
}

/**
 * The contract's schema for the form: the amount typed in pounds becomes the
 * minor units the API checks, and a refusal of them goes back to that field.
 */
function creditFormSchema(
  contract: typeof storeCreditSchema,
  currency: string,
): FormSchema<StoreCreditRequest> {
  return {
    safeParse(input) {
      const { amount, note } = input as CreditValues;
      const checked = contract.safeParse({ amountMinor: parseAmount(amount) ?? Number.NaN, note });
      if (checked.success) return { success: true, data: checked.data };
      const issues = checked.error.issues.map((issue) => {
        if (issue.path[0] === 'amountMinor') {
          return { path: ['amount'], message: amountMessage(amount, issue, currency) };
        }
        if (issue.code === 'too_big') {
          return { path: issue.path, message: `Keep the reason to ${issue.maximum} characters` };
        }
        return issue;
      });
      return { success: false, error: { issues } };
    },
  };
}

/** Checks the form with the API's schema, gives the credit, and hands the new entry to `onCredited`. */
export function useWalletCredit(
  customer: { id: string; name: string; currency: string },
  onCredited: (entry: WalletEntry) => void,
) {
  const [done, setDone] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, customer.currency);
  const form = useSchemaForm({
    fields: CREDIT_FIELDS,
    initial: EMPTY,
    schema: async () =>
      creditFormSchema(
        (await import('@storefront/shared/contracts')).storeCreditSchema,
        customer.currency,
      ),
  });
  const credit = useMutation((input: StoreCreditRequest) => giveWalletCredit(customer.id, input), {
    busy: (input) => ({
      title: 'Giving wallet credit',
      subtitle: `${money(input.amountMinor)} to ${customer.name}`,
    }),
    success: (_entry, input) => `${money(input.amountMinor)} credited to ${customer.name}.`,
  });

  const save = form.handleSubmit(async (input: StoreCreditRequest) => {
    const outcome = await credit.mutate(input);
    if (!outcome.ok) {
      // The API names the amount as it takes it; the form shows it as typed.
      const { failure } = outcome;
      return failure.field === 'amountMinor'
        ? { ok: false, failure: { ...failure, field: 'amount' } }
        : outcome;
    }
    setDone(
      `${money(input.amountMinor)} credited. The balance is now ${money(outcome.result.balanceAfterMinor)}.`,
    );
    form.setValues(EMPTY);
    onCredited(outcome.result);
    return outcome;
  });

  return {
    form,
    done,
    submit: (event: FormEvent<HTMLFormElement>) => {
      setDone(null);
      return save(event);
    },
  };
}
