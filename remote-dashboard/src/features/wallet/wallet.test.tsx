import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Wallet, WalletEntry } from '@storefront/shared/contracts';
import { apiError, mockApi } from '@storefront/shared/testing';
import { tableCells } from '@storefront/ui/testing';
import { renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';

function anEntry(change: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id: 'w-1',
    kind: 'credit',
    reason: 'store_credit',
    amountMinor: 1000,
    balanceAfterMinor: 1000,
    description: 'Welcome credit',
    orderId: null,
    orderNumber: null,
    createdAt: '2025-03-12T10:00:00.000Z',
    ...change,
  };
}

function aWallet(change: Partial<Wallet> = {}): Wallet {
  return {
    balanceMinor: 1000,
    currency: 'GBP',
    items: [anEntry()],
    page: 1,
    pageSize: 20,
    total: 1,
    ...change,
  };
}

const ORDER_ID = '5d1e6a0c-7f0a-4b59-9a39-2f7d0c1b2a33';

describe('My Wallet', () => {
  beforeEach(() => {
    resetDevice();
    signIn({ documentStatus: 'approved' });
  });

  it('shows the balance and the ledger newest first, each kind in words and with its sign', async () => {
    mockApi({
      'GET /me/wallet': {
        status: 200,
        data: aWallet({
          balanceMinor: 1050,
          total: 3,
          items: [
            anEntry({
              id: 'w-3',
              kind: 'reversal',
              reason: 'order_refund',
              amountMinor: 200,
              balanceAfterMinor: 1050,
              description: 'Refund for order CM-000012',
              orderId: ORDER_ID,
              orderNumber: 'CM-000012',
              createdAt: '2025-03-14T10:00:00.000Z',
            }),
            anEntry({
              id: 'w-2',
              kind: 'debit',
              reason: 'order_payment',
              amountMinor: 200,
              balanceAfterMinor: 850,
              description: 'Paid towards order CM-000012',
              orderId: ORDER_ID,
              orderNumber: 'CM-000012',
              createdAt: '2025-03-13T10:00:00.000Z',
            }),
            anEntry({ amountMinor: 1050, balanceAfterMinor: 1050 }),
          ],
        }),
      },
    });
    renderDashboardAt('/dashboard/wallet');

    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('£10.50');
    expect(tableCells(screen.getByRole('table'))).toEqual([
      [
        '14 March 2025',
        'Refund of a cancelled orderRefund for order CM-000012Order CM-000012',
        'Reversal',
        '+£2.00',
        '£10.50',
      ],
      [
        '13 March 2025',
        'Paid for an orderPaid towards order CM-000012Order CM-000012',
        'Debit',
        '−£2.00',
        '£8.50',
      ],
      ['12 March 2025', 'Store creditWelcome credit', 'Credit', '+£10.50', '£10.50'],
    ]);
    expect(
      within(screen.getAllByRole('row')[2]!).getByRole('link', { name: 'Order CM-000012' }),
    ).toHaveAttribute('href', `/dashboard/order-details/${ORDER_ID}`);
    expect(screen.queryByRole('link', { name: 'Verify your documents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Wallet pages' })).not.toBeInTheDocument();
  });

  it('pages through a long ledger with the page in the address', async () => {
    const api = mockApi({
      'GET /me/wallet': (request) => ({
        status: 200,
        data: aWallet({
          total: 45,
          page: request.params.page,
          items: [
            anEntry({
              id: `w-${request.params.page}`,
              description: `Entry on page ${request.params.page}`,
            }),
          ],
        }),
      }),
    });
    renderDashboardAt('/dashboard/wallet');
    expect(await screen.findByText('Entry on page 1')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Wallet pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

    await userEvent.click(within(pager).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Entry on page 2')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Wallet pages' })).toHaveTextContent(
      'Page 2 of 3',
    );
    expect(api.to('GET /me/wallet').map((request) => request.params.page)).toEqual([1, 2]);
  });

  it('says so when nothing has happened yet, and how to verify to pay with it', async () => {
    signIn({ documentStatus: 'pending' });
    mockApi({
      'GET /me/wallet': { status: 200, data: aWallet({ balanceMinor: 0, items: [], total: 0 }) },
    });
    renderDashboardAt('/dashboard/wallet');
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('£0.00');
    expect(screen.getByText(/No transactions yet/)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your documents' })).toHaveAttribute(
      'href',
      '/verify/documents?returnTo=/dashboard/wallet',
    );
  });

  it('explains a failed load and tries again on request', async () => {
    const api = mockApi({
      'GET /me/wallet': [
        apiError(503, 'UNAVAILABLE', 'The store is busy, try again shortly.'),
        { status: 200, data: aWallet() },
      ],
    });
    renderDashboardAt('/dashboard/wallet');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your wallet.");
    expect(alert).toHaveTextContent('The store is busy, try again shortly.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('£10.00');
    expect(api.to('GET /me/wallet')).toHaveLength(2);
  });
});
