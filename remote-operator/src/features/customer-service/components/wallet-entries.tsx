import { formatMoney, Link } from '@storefront/shared';
import type { WalletEntry, WalletEntryKind, WalletEntryReason } from '@storefront/shared/contracts';
import { storeOrderPath } from '../../../lib/urls/orders';
import { formatDayAndTime } from '@storefront/ui';

/** Each kind in words and with its sign, so the colour is never the only clue. */
const KINDS: Record<WalletEntryKind, { label: string; sign: '+' | '−' }> = {
  credit: { label: 'Credit', sign: '+' },
  debit: { label: 'Debit', sign: '−' },
  reversal: { label: 'Reversal', sign: '+' },
};

const REASONS: Record<WalletEntryReason, string> = {
  order_payment: 'Paid for an order',
  order_refund: 'Refund of a cancelled order',
  reward_redemption: 'Loyalty points redeemed',
  referral_reward: 'Referral reward',
  store_credit: 'Store credit',
  problem_refund: 'Refund for a problem with an order',
};

export interface WalletEntriesProps {
  entries: WalletEntry[];
  currency: string;
}

/** The customer's wallet ledger, newest first; an order's entry opens the order. */
export function WalletEntries({ entries, currency }: WalletEntriesProps) {
  return (
    <table className="db-table db-stacked-table">
      <caption className="db-visually-hidden">Wallet entries, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Description</th>
          <th scope="col">Type</th>
          <th scope="col" className="db-table__number">
            Amount
          </th>
          <th scope="col" className="db-table__number">
            Balance after
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label="Date">
              <time dateTime={entry.createdAt}>{formatDayAndTime(entry.createdAt)}</time>
            </td>
            <td data-label="Description">
              <span className="db-op-block">{REASONS[entry.reason]}</span>
              {entry.description && entry.description !== REASONS[entry.reason] && (
                <span className="db-op-block db-op-muted">{entry.description}</span>
              )}
              {entry.orderId && entry.orderNumber && (
                <Link to={storeOrderPath(entry.orderId)}>Order {entry.orderNumber}</Link>
              )}
            </td>
            <td data-label="Type">{KINDS[entry.kind].label}</td>
            <td data-label="Amount" className="db-table__number">
              {KINDS[entry.kind].sign}
              {formatMoney(Math.abs(entry.amountMinor), currency)}
            </td>
            <td data-label="Balance after" className="db-table__number">
              {formatMoney(entry.balanceAfterMinor, currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
