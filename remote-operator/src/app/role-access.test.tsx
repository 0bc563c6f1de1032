import { screen, within } from '@testing-library/react';
import { mockApi } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../testing/render-operator';
import { operator, staffMember } from '../testing/operator-fixtures';
import { aStoreOrdersPage } from '../testing/order-desk-fixtures';
import { anOverview } from '../features/picking/picking-fixtures';

const menuLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Store console' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the console for each staff role', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('shows a picker only the pages of their role in the menu, Picking first', async () => {
    mockApi({
      'GET /me': { status: 200, data: staffMember('picker') },
      'GET /operator/orders': { status: 200, data: aStoreOrdersPage([]) },
    });
    renderOperatorAt('/operator/orders');

    expect(await menuLinks()).toEqual(['Picking', 'Store orders', 'Slots', 'Two-factor sign-in']);
  });

  it('shows customer service the pages of theirs, and none of the catalogue’s changes', async () => {
    mockApi({
      'GET /me': { status: 200, data: staffMember('customer-service') },
      'GET /operator/orders': { status: 200, data: aStoreOrdersPage([]) },
    });
    renderOperatorAt('/operator/orders');

    expect(await menuLinks()).toEqual([
      'Store orders',
      'Picking',
      'Problem reports',
      'Slots',
      'Products',
      'Low stock',
      'Categories',
      'Customers',
      'Document review',
      'Discount codes',
      'Two-factor sign-in',
    ]);
  });

  it('tells a picker who opens Document review by its address that it is not part of their role', async () => {
    const api = mockApi({ 'GET /me': { status: 200, data: staffMember('picker') } });
    renderOperatorAt('/operator/documents');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not part of your role' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your role (Picker) can’t open Document review. Ask an owner or a manager.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Picking' })).toHaveAttribute(
      'href',
      '/operator/picking',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // The page's code never asks the API what the role would be refused.
    expect(api.sent.map((request) => request.url)).toEqual(['/me']);
  });

  it('refuses a page inside an area the role cannot open, e.g. a new discount code for customer service', async () => {
    mockApi({ 'GET /me': { status: 200, data: staffMember('customer-service') } });
    renderOperatorAt('/operator/discount-codes/new');

    expect(
      await screen.findByText(
        'Your role (Customer service) can’t open Discount codes. Ask an owner or a manager.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['/operator', 'catalogue', 'Products'],
    ['/operator/no-such-page', 'catalogue', 'Products'],
    ['/operator', 'driver', 'Store orders'],
    ['/operator', 'picker', 'Picking'],
  ] as const)(
    'opens %s for a %s person at the first page of their role (%s)',
    async (path, role, first) => {
      mockApi({
        'GET /me': { status: 200, data: staffMember(role) },
        'GET /operator/orders': { status: 200, data: aStoreOrdersPage([]) },
        'GET /operator/products?page=1': {
          status: 200,
          data: { items: [], page: 1, pageSize: 20, total: 0 },
        },
        'GET /operator/categories': { status: 200, data: { items: [] } },
        'GET /operator/picking': { status: 200, data: anOverview() },
      });
      renderOperatorAt(path);

      expect(await screen.findByRole('heading', { level: 1, name: first })).toBeInTheDocument();
    },
  );

  it('lets no one in whom the API gives no staff role', async () => {
    mockApi({ 'GET /me': { status: 200, data: { ...operator, staffRole: null } } });
    renderOperatorAt('/operator/orders');

    expect(
      await screen.findByText('The store console is for store operators.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Store console' })).not.toBeInTheDocument();
  });
});
