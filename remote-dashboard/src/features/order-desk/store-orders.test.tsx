import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '@storefront/shared/testing';
import { renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';
import { aPage, aStoreOrder, operator, theOrder } from '../../testing/operator-fixtures';

const placed = aStoreOrder(12);
const pickup = aStoreOrder(11, {
  status: 'confirmed',
  deliveryOption: 'pickup',
  paymentMethod: 'pay_at_pickup',
  customer: { id: 'u-4', name: 'Bob Babbage', mobile: '+447400999888' },
});
const completed = aStoreOrder(10, { status: 'completed' });
const statusOf = (id: string) => `POST /operator/orders/${id}/status`;
const json = (data: unknown) => JSON.parse(data as string) as unknown;
const row = (number: string) => screen.getByRole('row', { name: new RegExp(number) });
const buttonsIn = (number: string) =>
  within(row(number))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('Store orders', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('lists the orders and offers only the moves each delivery option allows', async () => {
    mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders?page=1': { status: 200, data: aPage([placed, pickup, completed]) },
    });
    renderDashboardAt('/dashboard/operator/orders');

    await screen.findByRole('table', { name: "The store's orders, newest first" });
    expect(row('CM-000012')).toHaveTextContent('Ada Lovelace');
    expect(row('CM-000012')).toHaveTextContent('£13.99');
    expect(row('CM-000012')).toHaveTextContent('2 Mar 2025');
    expect(buttonsIn('CM-000012')).toEqual(['Mark Confirmed', 'Mark Cancelled']);
    expect(buttonsIn('CM-000011')).toEqual(['Mark Ready for pickup', 'Mark Cancelled']);
    expect(buttonsIn('CM-000010')).toEqual([]);
    expect(row('CM-000010')).toHaveTextContent('No further steps');
  });

  it('posts the chosen status and updates the row in place; a 409 shows the message', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders?page=1': { status: 200, data: aPage([placed, pickup]) },
      [statusOf(placed.id)]: { status: 200, data: theOrder(placed, { status: 'confirmed' }) },
      [statusOf(pickup.id)]: apiError(
        409,
        'ILLEGAL_TRANSITION',
        'An order that is cancelled cannot become ready for pickup.',
        'status',
      ),
    });
    renderDashboardAt('/dashboard/operator/orders');
    await screen.findByRole('table');

    await user.click(within(row('CM-000012')).getByRole('button', { name: 'Mark Confirmed' }));

    await waitFor(() =>
      expect(buttonsIn('CM-000012')).toEqual(['Mark Out for delivery', 'Mark Cancelled']),
    );
    expect(row('CM-000012')).toHaveTextContent('Confirmed');
    expect(json(api.to(statusOf(placed.id))[0]!.data)).toEqual({ status: 'confirmed' });

    await user.click(
      within(row('CM-000011')).getByRole('button', { name: 'Mark Ready for pickup' }),
    );
    expect(await within(row('CM-000011')).findByRole('alert')).toHaveTextContent(
      'An order that is cancelled cannot become ready for pickup.',
    );
    expect(json(api.to(statusOf(pickup.id))[0]!.data)).toEqual({ status: 'ready_for_pickup' });
  });

  it('filters by status through the URL', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders?page=1': { status: 200, data: aPage([placed, pickup]) },
      'GET /operator/orders?page=1&status=placed': { status: 200, data: aPage([placed]) },
    });
    renderDashboardAt('/dashboard/operator/orders');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('Status'), 'Placed');

    await waitFor(() =>
      expect(api.to('GET /operator/orders?page=1&status=placed')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /CM-000011/ })).toBeNull());
    expect(screen.getByLabelText('Status')).toHaveValue('placed');
  });

  it('says so when the store has no orders, and when none has the chosen status', async () => {
    mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders?page=1': { status: 200, data: aPage([]) },
      'GET /operator/orders?page=1&status=cancelled': { status: 200, data: aPage([]) },
    });
    renderDashboardAt('/dashboard/operator/orders');
    expect(await screen.findByText('The store has no orders yet.')).toBeVisible();

    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    expect(await screen.findByText('No orders are cancelled.')).toBeVisible();
  });
});
