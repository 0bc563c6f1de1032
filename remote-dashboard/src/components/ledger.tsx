import type { ReactNode } from 'react';
import { Link } from '@storefront/shared';
import './money-pages.css';
import { formatDate } from '@storefront/ui';

/** What every ledger line has, whatever it counts (money, points). */
export interface LedgerEntry {
  id: string;
  kind: string;
  createdAt: string;
  orderId: string | null;
  orderNumber: string | null;
}

export interface LedgerProps<Entry extends LedgerEntry> {
  /** Read by screen readers only, e.g. 'Wallet transactions, newest first'. */
  caption: string;
  /** The heading of the amount column, e.g. 'Amount' or 'Points'. */
  amountHeading: string;
  entries: Entry[];
  /** The words of the Description column; the link to the order follows them. */
  describe: (entry: Entry) => ReactNode;
  kindLabel: (entry: Entry) => string;
  /** The signed amount, e.g. '+£10.50' or '−200'. */
  amount: (entry: Entry) => string;
  balanceAfter: (entry: Entry) => ReactNode;
}

/** A ledger table, newest first: every movement, its kind and the balance it left. */
export function Ledger<Entry extends LedgerEntry>({
  caption,
  amountHeading,
  entries,
  describe,
  kindLabel,
  amount,
  balanceAfter,
}: LedgerProps<Entry>) {
  return (
    <table className="db-ledger">
      <caption className="db-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Description</th>
          <th scope="col">Type</th>
          <th scope="col" className="db-ledger__number">
            {amountHeading}
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
              {describe(entry)}
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
              <span className={`db-kind db-kind--${entry.kind}`}>{kindLabel(entry)}</span>
            </td>
            <td className={`db-ledger__number db-amount--${entry.kind}`}>{amount(entry)}</td>
            <td className="db-ledger__number">{balanceAfter(entry)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
