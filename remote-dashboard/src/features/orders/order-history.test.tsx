import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '@storefront/shared/testing';
import { renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';
import { aPage, aSummary } from './order-fixtures';

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('History page', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('lists the orders newest first with number, date, item count, status and total', async () => {
    const api = mockApi({
      'GET /me/orders?page=1': {
        status: 200,
        data: aPage([
          aSummary(14, { status: 'out_for_delivery', totalMinor: 2599, itemCount: 1 }),
          aSummary(12, { createdAt: '2025-02-27T09:00:00.000Z' }),
        ]),
      },
    });
    renderDashboardAt('/dashboard/order-history');

    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders');
    await screen.findByRole('table');
    expect(rows().map((row) => row.textContent)).toEqual([
      'CM-0000142 Mar 20251 itemOut for delivery£25.99',
      'CM-00001227 Feb 20253 itemsPlaced£13.99',
    ]);
    expect(screen.getByRole('link', { name: 'CM-000014' })).toHaveAttribute(
      'href',
      '/dashboard/order-details/00000000-0000-4000-8000-000000000014',
    );
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of orders' })).not.toBeInTheDocument();
    // The dashboard frame also asks GET /me, for the operator menu.
    expect(api.sent.filter((request) => request.url !== '/me')).toHaveLength(1);
  });

  it('notes a discount under the total of an order placed with a code', async () => {
    mockApi({
      'GET /me/orders?page=1': {
        status: 200,
        data: aPage([
          aSummary(15, { discountCode: 'SAVE10', discountMinor: 100, totalMinor: 1299 }),
          aSummary(12),
        ]),
      },
    });
    renderDashboardAt('/dashboard/order-history');

    await screen.findByRole('table');
    const totalOf = (row: HTMLElement) => within(row).getAllByRole('cell').at(-1)?.textContent;
    expect(rows().map(totalOf)).toEqual(['£12.99SAVE10 \u2212£1.00', '£13.99']);
  });

  it('notes the slot under the date of an order placed with one', async () => {
    mockApi({
      'GET /me/orders?page=1': {
        status: 200,
        data: aPage([
          aSummary(15, {
            slot: { startsAt: '2026-11-27T10:00:00.000Z', endsAt: '2026-11-27T12:00:00.000Z' },
          }),
          aSummary(14, {
            deliveryOption: 'pickup',
            slot: { startsAt: '2026-11-28T16:00:00.000Z', endsAt: '2026-11-28T18:00:00.000Z' },
          }),
          aSummary(12),
        ]),
      },
    });
    renderDashboardAt('/dashboard/order-history');

    await screen.findByRole('table');
    const dateOf = (row: HTMLElement) => within(row).getAllByRole('cell')[0]?.textContent;
    expect(rows().map(dateOf)).toEqual([
      '2 Mar 2025Delivery slot: Fri 27 Nov, 10:00–12:00',
      '2 Mar 2025Pickup slot: Sat 28 Nov, 16:00–18:00',
      '2 Mar 2025',
    ]);
  });

  it('filters by status through the URL and starts again at page 1', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /me/orders?page=2': { status: 200, data: aPage([aSummary(3)], 13, 2) },
      'GET /me/orders?page=1&status=cancelled': {
        status: 200,
        data: aPage([aSummary(5, { status: 'cancelled' })]),
      },
    });
    renderDashboardAt('/dashboard/order-history?page=2');
    await screen.findByRole('table');
    expect(screen.getByLabelText('Status')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelled');

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('cancelled');
    expect(api.to('GET /me/orders?page=1&status=cancelled')).toHaveLength(1);
  });

  it('reads the filter and page from the URL, and pages with Previous page and Next page', async () => {
    const user = userEvent.setup();
    const page = (n: number) => ({
      status: 200,
      data: aPage([aSummary(30 - n, { status: 'placed' })], 23, n),
    });
    mockApi({
      'GET /me/orders?page=2&status=placed': page(2),
      'GET /me/orders?page=3&status=placed': page(3),
    });
    renderDashboardAt('/dashboard/order-history?status=placed&page=2');

    const pages = await screen.findByRole('navigation', { name: 'Pages of orders' });
    expect(screen.getByLabelText('Status')).toHaveValue('placed');
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/dashboard/order-history?status=placed',
    );

    await user.click(within(pages).getByRole('link', { name: 'Next page' }));

    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CM-000027' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('sends a customer without orders to the store', async () => {
    mockApi({ 'GET /me/orders?page=1': { status: 200, data: aPage([]) } });
    renderDashboardAt('/dashboard/order-history');

    expect(await screen.findByText("You haven't placed any orders yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to clear a filter that matches nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /me/orders?page=1&status=completed': { status: 200, data: aPage([]) },
      'GET /me/orders?page=1': { status: 200, data: aPage([aSummary(1)]) },
    });
    renderDashboardAt('/dashboard/order-history?status=completed');

    expect(await screen.findByText('You have no orders that are completed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all orders' }));

    expect(await screen.findByRole('link', { name: 'CM-000001' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(api.to('GET /me/orders?page=1')).toHaveLength(1);
  });

  it('says why the orders did not load and tries again', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /me/orders?page=1': [
        apiError(503, 'UNAVAILABLE', 'The store is busy. Try again in a moment.'),
        { status: 200, data: aPage([aSummary(8)]) },
      ],
    });
    renderDashboardAt('/dashboard/order-history');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your orders.");
    expect(alert).toHaveTextContent('The store is busy. Try again in a moment.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'CM-000008' })).toBeInTheDocument();
    expect(api.to('GET /me/orders?page=1')).toHaveLength(2);
  });
});
