import type { ReactNode } from 'react';
import { formatMoney } from '@storefront/shared';
import type {
  Wallet,
  WalletEntry,
  WalletEntryKind,
  WalletEntryReason,
} from '@storefront/shared/contracts';
import { DataTable } from '../data-table/data-table';
import { Pager } from '../components/pager';
import { ledgerColumns, type LedgerColumnsOptions } from './ledger-columns';

/** Each kind in words and with its sign, so the colour is never the only clue. */
const WALLET_KIND_WORDS: Record<WalletEntryKind, { label: string; sign: '+' | '−' }> = {
  credit: { label: 'Credit', sign: '+' },
  debit: { label: 'Debit', sign: '−' },
  reversal: { label: 'Reversal', sign: '+' },
};

const WALLET_REASON_WORDS: Record<WalletEntryReason, string> = {
  order_payment: 'Paid for an order',
  order_refund: 'Refund of a cancelled order',
  reward_redemption: 'Loyalty points redeemed',
  referral_reward: 'Referral reward',
  store_credit: 'Store credit',
  problem_refund: 'Refund for a problem with an order',
};

/** '+£10.50' or '−£2.00'. */
function signedMoney(entry: Pick<WalletEntry, 'kind' | 'amountMinor'>, currency: string) {
  return `${WALLET_KIND_WORDS[entry.kind].sign}${formatMoney(Math.abs(entry.amountMinor), currency)}`;
}

export interface WalletLedgerProps extends Pick<
  LedgerColumnsOptions<WalletEntry>,
  'date' | 'orderHref'
> {
  /** One page of the wallet, as the API gave it. */
  wallet: Wallet;
  /** Read by screen readers only, e.g. 'Wallet transactions, newest first'. */
  caption: string;
  /** Shown instead of the table on a page with no entries. */
  empty: ReactNode;
  /** The page shown (from the address), the pager's landmark name, and the link to another page. */
  page: number;
  pagerLabel: string;
  hrefFor: (page: number) => string;
}

/**
 * One page of a wallet's ledger and the pager below it: the customer's own
 * (My Wallet) and the one the console shows of a customer.
 */
export function WalletLedger({
  wallet,
  page,
  caption,
  empty,
  pagerLabel,
  hrefFor,
  date,
  orderHref,
}: WalletLedgerProps) {
  const { currency, items, pageSize, total } = wallet;
  const columns = ledgerColumns<WalletEntry>({
    amountHeading: 'Amount',
    date,
    orderHref,
    describe: (entry) => (
      <>
        <span className="db-ledger__reason">{WALLET_REASON_WORDS[entry.reason]}</span>
        {entry.description && entry.description !== WALLET_REASON_WORDS[entry.reason] && (
          <span className="db-ledger__description">{entry.description}</span>
        )}
      </>
    ),
    kindLabel: (entry) => WALLET_KIND_WORDS[entry.kind].label,
    tone: (entry) => (WALLET_KIND_WORDS[entry.kind].sign === '+' ? 'good' : 'bad'),
    amount: (entry) => signedMoney(entry, currency),
    balanceAfter: (entry) => formatMoney(entry.balanceAfterMinor, currency),
  });
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={items}
        rowKey={(entry) => entry.id}
        what="the wallet"
        empty={empty}
      />
      <Pager label={pagerLabel} page={page} pageSize={pageSize} total={total} hrefFor={hrefFor} />
    </>
  );
}
