import { Link } from 'react-router-dom';
import { formatMoney } from '@storefront/shared';
import type { WalletEntry, WalletEntryKind, WalletEntryReason } from '@storefront/shared/contracts';
import { formatDate } from './money-page-parts';

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
    <table className="db-ledger">
      <caption className="db-m-hidden">Wallet transactions, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Description</th>
          <th scope="col">Type</th>
          <th scope="col" className="db-ledger__number">
            Amount
          </th>
          <th scope="col" className="db-ledger__number">
            Balance after
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{formatDate(entry.createdAt)}</td>
            <td>
              <span className="db-ledger__reason">{REASON_WORDS[entry.reason]}</span>
              {entry.description && entry.description !== REASON_WORDS[entry.reason] && (
                <span className="db-ledger__description">{entry.description}</span>
              )}
              {entry.orderId && entry.orderNumber && (
                <Link
                  className="db-ledger__order"
                  to={`/dashboard/order-details/${encodeURIComponent(entry.orderId)}`}
                >
                  Order {entry.orderNumber}
                </Link>
              )}
            </td>
            <td>
              <span className={`db-kind db-kind--${entry.kind}`}>
                {KIND_WORDS[entry.kind].label}
              </span>
            </td>
            <td className={`db-ledger__number db-amount--${entry.kind}`}>
              {signedAmount(entry, currency)}
            </td>
            <td className="db-ledger__number">{formatMoney(entry.balanceAfterMinor, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
