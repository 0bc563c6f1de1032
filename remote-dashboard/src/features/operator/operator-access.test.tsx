import { screen, within } from '@testing-library/react';
import { mockApi } from '@storefront/shared/testing';
import { account, renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';
import { operator } from '../../testing/operator-fixtures';
import { aStoreOrdersPage } from '../../testing/order-desk-fixtures';

const operatorMenu = () => screen.queryByRole('navigation', { name: 'Store operator' });

describe('the operator area', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('shows operators a second menu below the eight links, marking the current page', async () => {
    mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders': { status: 200, data: aStoreOrdersPage([]) },
    });
    renderDashboardAt('/dashboard/operator/orders');

    const menu = await screen.findByRole('navigation', { name: 'Store operator' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Store orders', '/dashboard/operator/orders'],
      ['Problem reports', '/dashboard/operator/problem-reports'],
      ['Slots', '/dashboard/operator/slots'],
      ['Slot windows', '/dashboard/operator/slot-windows'],
      ['Products', '/dashboard/operator/products'],
      ['Low stock', '/dashboard/operator/low-stock'],
      ['Categories', '/dashboard/operator/categories'],
      ['Product import', '/dashboard/operator/product-import'],
      ['Customers', '/dashboard/operator/customers'],
      ['Document review', '/dashboard/operator/documents'],
      ['Customer import', '/dashboard/operator/customer-import'],
      ['Discount codes', '/dashboard/operator/discount-codes'],
      ['Store settings', '/dashboard/operator/store'],
      ['Audit log', '/dashboard/operator/audit-log'],
      ['Remote loads', '/dashboard/operator/remote-loads'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Store orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const dashboard = screen.getByRole('navigation', { name: 'My Dashboard' });
    expect(within(dashboard).getAllByRole('link')).toHaveLength(8);
    expect(dashboard.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Store orders' })).toBeVisible();
  });

  it('never renders the operator menu for a customer', async () => {
    const api = mockApi({ 'GET /me': { status: 200, data: account } });
    renderDashboardAt('/dashboard/wallet');

    await screen.findByRole('heading', { level: 1, name: 'My Wallet' });
    // The wallet answers 404 here, so its load error shows once the answers are in.
    await screen.findByRole('alert');
    expect(api.to('GET /me')).toHaveLength(1);
    expect(operatorMenu()).not.toBeInTheDocument();
    expect(screen.queryByText('Store operator')).not.toBeInTheDocument();
  });

  it.each(['customer-import', 'documents', 'orders'])(
    'tells a customer at /dashboard/operator/%s that the area is for operators, asking nothing of it',
    async (page) => {
      const api = mockApi({ 'GET /me': { status: 200, data: account } });
      renderDashboardAt(`/dashboard/operator/${page}`);

      expect(await screen.findByText('This area is for store operators.')).toBeInTheDocument();
      expect(operatorMenu()).not.toBeInTheDocument();
      expect(api.sent.filter((request) => request.url?.includes('operator'))).toEqual([]);
    },
  );
});
