import { formatDate, type LedgerColumnsOptions, type LedgerEntry } from '@storefront/ui';

/** How My Dashboard's ledgers (wallet, points) write a date and open an entry's order. */
export const DASHBOARD_LEDGER = {
  date: formatDate,
  orderHref: (orderId: string) => `/dashboard/order-details/${encodeURIComponent(orderId)}`,
} satisfies Pick<LedgerColumnsOptions<LedgerEntry>, 'date' | 'orderHref'>;
