import { formatMoney } from '@storefront/shared';
import type { WalletEntry, WalletEntryKind, WalletEntryReason } from '@storefront/shared/contracts';
import { Ledger } from '../../../components/ledger';

/** Each kind in words and with its sign, so the colour is never the only clue. */
export const KIND_WORDS: Record<WalletEntryKind, { label: string; sign: '+' | '−' }> = {
  credit: { label: 'Credit', sign: '+' },
  debit: { label: 'Debit', sign: '−' },
  reversal: { label: 'Reversal', sign: '+' },
};

export const REASON_WORDS: Record<WalletEntryReason, string> = {
  order_payment: 'Paid for an order',
  order_refund: 'Refund of a cancelled order',
  reward_redemption: 'Loyalty points redeemed',
  referral_reward: 'Referral reward',
  store_credit: 'Store credit',
  problem_refund: 'Refund for a problem with an order',
};

export function signedAmount(entry: Pick<WalletEntry, 'kind' | 'amountMinor'>, currency: string) {
  return `${KIND_WORDS[entry.kind].sign}${formatMoney(Math.abs(entry.amountMinor), currency)}`;
}

export interface WalletLedgerProps {
  entries: WalletEntry[];
  currency: string;
}

/** The ledger, newest first: every movement with the balance it left. */
export function WalletLedger({ entries, currency }: WalletLedgerProps) {
  return (
    <Ledger
      caption="Wallet transactions, newest first"
      amountHeading="Amount"
      entries={entries}
      describe={(entry) => (
        <>
          <span className="db-ledger__reason">{REASON_WORDS[entry.reason]}</span>
          {entry.description && entry.description !== REASON_WORDS[entry.reason] && (
            <span className="db-ledger__description">{entry.description}</span>
          )}
        </>
      )}
      kindLabel={(entry) => KIND_WORDS[entry.kind].label}
      amount={(entry) => signedAmount(entry, currency)}
      balanceAfter={(entry) => formatMoney(entry.balanceAfterMinor, currency)}
    />
  );
}
