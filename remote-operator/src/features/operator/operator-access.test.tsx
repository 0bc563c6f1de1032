import { screen, within } from '@testing-library/react';
import { sessionStore } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { account, renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';
import { aStoreOrdersPage } from '../../testing/order-desk-fixtures';

const consoleMenu = () => screen.queryByRole('navigation', { name: 'Store console' });

describe('the store console', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('shows operators its menu of every console page, marking the current page', async () => {
    mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders': { status: 200, data: aStoreOrdersPage([]) },
    });
    renderOperatorAt('/operator/orders');

    const menu = await screen.findByRole('navigation', { name: 'Store console' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Store orders', '/operator/orders'],
      ['Picking', '/operator/picking'],
      ['Problem reports', '/operator/problem-reports'],
      ['Slots', '/operator/slots'],
      ['Slot windows', '/operator/slot-windows'],
      ['Products', '/operator/products'],
      ['Low stock', '/operator/low-stock'],
      ['Categories', '/operator/categories'],
      ['Product import', '/operator/product-import'],
      ['Customers', '/operator/customers'],
      ['Document review', '/operator/documents'],
      ['Customer import', '/operator/customer-import'],
      ['Discount codes', '/operator/discount-codes'],
      ['Store settings', '/operator/store'],
      ['Staff', '/operator/staff'],
      ['Audit log', '/operator/audit-log'],
      ['Remote loads', '/operator/remote-loads'],
      ['Two-factor sign-in', '/operator/two-factor'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Store orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The customer's own menu belongs to My Dashboard, not here.
    expect(screen.queryByRole('navigation', { name: 'My Dashboard' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Store orders' })).toBeVisible();
    // The device keeps the role the API gave, so the header offers the console from now on.
    expect(sessionStore.current('user')?.role).toBe('operator');
    expect(localStorage.getItem('userRole')).toBe('operator');
  });

  it('sends someone signed out to sign in, coming back to the same page', async () => {
    resetDevice();
    const api = mockApi({});
    renderOperatorAt('/operator/customers?q=ada');

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      `/login?returnTo=${encodeURIComponent('/operator/customers?q=ada')}`,
    );
    expect(api.sent).toEqual([]);
  });

  it.each(['customer-import', 'documents', 'orders'])(
    'tells a customer at /operator/%s that the console is for operators, asking nothing of it',
    async (page) => {
      const api = mockApi({ 'GET /me': { status: 200, data: account } });
      renderOperatorAt(`/operator/${page}`);

      expect(
        await screen.findByText('The store console is for store operators.'),
      ).toBeInTheDocument();
      expect(consoleMenu()).not.toBeInTheDocument();
      expect(api.sent.filter((request) => request.url?.includes('operator'))).toEqual([]);
    },
  );
});
