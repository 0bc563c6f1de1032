import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@storefront/shared';
import type { Wallet, WalletEntry } from '@storefront/shared/contracts';
import { tableCells } from '../testing/table-cells';
import { WalletLedger } from './wallet-ledger';

const anEntry = (change: Partial<WalletEntry>): WalletEntry => ({
  id: 'w-1',
  kind: 'credit',
  reason: 'store_credit',
  amountMinor: 550,
  balanceAfterMinor: 550,
  description: 'Store credit',
  orderId: null,
  orderNumber: null,
  createdAt: '2025-03-12T10:00:00.000Z',
  ...change,
});

function renderLedger(items: WalletEntry[], total = items.length) {
  const wallet: Wallet = { balanceMinor: 0, currency: 'GBP', items, page: 1, pageSize: 2, total };
  return render(
    <MemoryRouter>
      <WalletLedger
        wallet={wallet}
        page={1}
        caption="Wallet entries, newest first"
        empty={<p>No entries yet.</p>}
        pagerLabel="Wallet pages"
        hrefFor={(page) => `/wallet?page=${page}`}
        date={(iso) => iso.slice(0, 10)}
        orderHref={(orderId) => `/orders/${orderId}`}
      />
    </MemoryRouter>,
  );
}

describe('WalletLedger', () => {
  it('says each entry in words and with its sign, its details only when they add something', () => {
    renderLedger(
      [
        anEntry({
          id: 'w-2',
          kind: 'debit',
          reason: 'order_payment',
          amountMinor: 200,
          balanceAfterMinor: 350,
          description: 'Paid towards order CM-000012',
          orderId: 'o-12',
          orderNumber: 'CM-000012',
        }),
        anEntry({}),
      ],
      3,
    );
    const table = screen.getByRole('table', { name: 'Wallet entries, newest first' });
    expect(tableCells(table)).toEqual([
      [
        '2025-03-12',
        'Paid for an orderPaid towards order CM-000012Order CM-000012',
        'Debit',
        '−£2.00',
        '£3.50',
      ],
      ['2025-03-12', 'Store credit', 'Credit', '+£5.50', '£5.50'],
    ]);
    expect(within(table).getByRole('link', { name: 'Order CM-000012' })).toHaveAttribute(
      'href',
      '/orders/o-12',
    );
    expect(screen.getByRole('navigation', { name: 'Wallet pages' })).toHaveTextContent(
      'Page 1 of 2',
    );
  });

  it('shows what the page says instead of an empty table, and still the pager', () => {
    renderLedger([], 3);
    expect(screen.getByText('No entries yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Wallet pages' })).toBeInTheDocument();
  });
});
