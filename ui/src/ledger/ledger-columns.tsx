import type { ReactNode } from 'react';
import { Link } from '@storefront/shared';
import type { Column } from '../data-table/data-table';
import { StatusBadge, type StatusTone } from '../components/status-badge';
import './ledger.css';

/** What every ledger line has, whatever it counts (money, points). */
export interface LedgerEntry {
  id: string;
  createdAt: string;
  orderId: string | null;
  orderNumber: string | null;
}

export interface LedgerColumnsOptions<Entry extends LedgerEntry> {
  /** The heading of the amount column, e.g. 'Amount' or 'Points'. */
  amountHeading: string;
  /** The date as the page writes dates, e.g. formatDate or formatDayAndTime. */
  date: (iso: string) => string;
  /** The words of the Description column; the link to the order follows them. */
  describe: (entry: Entry) => ReactNode;
  kindLabel: (entry: Entry) => string;
  /** Money or points in (good) or out (bad), for the kind's badge and the amount's colour. */
  tone: (entry: Entry) => StatusTone;
  /** The signed amount, e.g. '+£10.50' or '−200'. */
  amount: (entry: Entry) => string;
  balanceAfter: (entry: Entry) => ReactNode;
  /** Where an entry's order opens: the customer's order page, or the console's. */
  orderHref: (orderId: string) => string;
}

/**
 * The columns of a ledger, newest first: every movement, its kind and the
 * balance it left. One set for My Wallet, My Rewards and the console's
 * customer wallet, so the three read alike.
 */
export function ledgerColumns<Entry extends LedgerEntry>({
  amountHeading,
  date,
  describe,
  kindLabel,
  tone,
  amount,
  balanceAfter,
  orderHref,
}: LedgerColumnsOptions<Entry>): Column<Entry>[] {
  return [
    {
      header: 'Date',
      cell: (entry) => <time dateTime={entry.createdAt}>{date(entry.createdAt)}</time>,
    },
    {
      header: 'Description',
      cell: (entry) => (
        <>
          {describe(entry)}
          {entry.orderId && entry.orderNumber && (
            <Link className="db-ledger__order" to={orderHref(entry.orderId)}>
              Order {entry.orderNumber}
            </Link>
          )}
        </>
      ),
    },
    {
      header: 'Type',
      cell: (entry) => <StatusBadge tone={tone(entry)}>{kindLabel(entry)}</StatusBadge>,
    },
    {
      header: amountHeading,
      numeric: true,
      cell: (entry) => <span className={`db-amount--${tone(entry)}`}>{amount(entry)}</span>,
    },
    { header: 'Balance after', numeric: true, cell: balanceAfter },
  ];
}
