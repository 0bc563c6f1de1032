import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { aStoreOrder, operator } from '../../testing/operator-fixtures';
import { aStoreOrdersPage, anOperatorOrder, movedTo } from '../../testing/order-desk-fixtures';

const placed = aStoreOrder(12);
const pickup = aStoreOrder(11, {
  status: 'confirmed',
  deliveryOption: 'pickup',
  paymentMethod: 'pay_at_pickup',
  slot: { startsAt: '2026-11-27T16:00:00.000Z', endsAt: '2026-11-27T18:00:00.000Z' },
  itemCount: 1,
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
const LIST = '/operator/orders';

describe('Store orders', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('lists each order with a link to it, its customer, delivery, items, total, status and forward moves', async () => {
    mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders': {
        status: 200,
        data: aStoreOrdersPage([placed, pickup, completed]),
      },
    });
    renderOperatorAt(LIST);

    await screen.findByRole('table', { name: "The store's orders, newest first" });
    expect(within(row('CM-000012')).getByRole('link', { name: 'CM-000012' })).toHaveAttribute(
      'href',
      `${LIST}/${placed.id}`,
    );
    expect(row('CM-000012')).toHaveTextContent('Ada Lovelace07400 123456');
    expect(row('CM-000012')).toHaveTextContent('2 Mar 2025');
    expect(row('CM-000012')).toHaveTextContent('Home delivery');
    expect(within(row('CM-000012')).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(row('CM-000012')).toHaveTextContent('£13.99');
    expect(row('CM-000012')).toHaveTextContent('Placed');
    expect(row('CM-000011')).toHaveTextContent('Bob Babbage07400 999888');
    expect(row('CM-000011')).toHaveTextContent('Store pickupFri 27 Nov, 16:00–18:00');
    // Cancelling needs a reason: only the order's own page offers it.
    expect(buttonsIn('CM-000012')).toEqual(['Mark Confirmed']);
    expect(buttonsIn('CM-000011')).toEqual(['Mark Ready for pickup']);
    expect(buttonsIn('CM-000010')).toEqual([]);
    expect(row('CM-000010')).toHaveTextContent('No further steps');
    // One page holds them all: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages of store orders' })).toBeNull();
  });

  it('posts the chosen status and updates the row in place; a 409 shows the message', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders': { status: 200, data: aStoreOrdersPage([placed, pickup]) },
      [statusOf(placed.id)]: {
        status: 200,
        data: movedTo(anOperatorOrder({ id: placed.id, status: 'placed' }), 'confirmed'),
      },
      [statusOf(pickup.id)]: apiError(
        409,
        'ILLEGAL_TRANSITION',
        'An order that is cancelled cannot become ready for pickup.',
        'status',
      ),
    });
    renderOperatorAt(LIST);
    await screen.findByRole('table');

    await user.click(within(row('CM-000012')).getByRole('button', { name: 'Mark Confirmed' }));

    await waitFor(() => expect(buttonsIn('CM-000012')).toEqual(['Mark Out for delivery']));
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

  it('filters by status and delivery option through the URL, and the pages keep the filters', async () => {
    const user = userEvent.setup();
    const FILTERED = 'GET /operator/orders?status=confirmed&deliveryOption=pickup';
    const api = mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders': { status: 200, data: aStoreOrdersPage([placed, pickup]) },
      'GET /operator/orders?status=confirmed': {
        status: 200,
        data: aStoreOrdersPage([pickup], { nextCursor: 'page2' }),
      },
      [FILTERED]: { status: 200, data: aStoreOrdersPage([pickup], { nextCursor: 'page2' }) },
      [`${FILTERED}&after=page2`]: {
        status: 200,
        data: aStoreOrdersPage(
          [aStoreOrder(3, { status: 'confirmed', deliveryOption: 'pickup' })],
          {
            previousCursor: 'page1',
          },
        ),
      },
      [`${FILTERED}&before=page1`]: {
        status: 200,
        data: aStoreOrdersPage([pickup], { nextCursor: 'page2' }),
      },
    });
    renderOperatorAt(LIST);
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('Status'), 'Confirmed');
    await waitFor(() => expect(api.to('GET /operator/orders?status=confirmed')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('row', { name: /CM-000012/ })).toBeNull());

    await user.selectOptions(screen.getByLabelText('Delivery'), 'Store pickup');
    await waitFor(() => expect(api.to(FILTERED)).toHaveLength(1));
    const pages = await screen.findByRole('navigation', { name: 'Pages of store orders' });
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).toBeNull();
    const next = within(pages).getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', `${LIST}?status=confirmed&delivery=pickup&after=page2`);

    await user.click(next);
    expect(await screen.findByRole('row', { name: /CM-000003/ })).toBeInTheDocument();
    const secondPages = screen.getByRole('navigation', { name: 'Pages of store orders' });
    expect(within(secondPages).queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed');
    expect(screen.getByLabelText('Delivery')).toHaveValue('pickup');

    const previous = within(secondPages).getByRole('link', { name: 'Previous page' });
    expect(previous).toHaveAttribute(
      'href',
      `${LIST}?status=confirmed&delivery=pickup&before=page1`,
    );
    await user.click(previous);
    expect(await screen.findByRole('row', { name: /CM-000011/ })).toBeInTheDocument();
    expect(api.to(`${FILTERED}&before=page1`)).toHaveLength(1);
  });

  it('opens the page its address names, so a reload or a shared link shows the same page', async () => {
    const api = mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders?status=placed&after=older': {
        status: 200,
        data: aStoreOrdersPage([placed], { previousCursor: 'newer' }),
      },
    });
    renderOperatorAt(`${LIST}?status=placed&after=older`);
    expect(await screen.findByRole('row', { name: /CM-000012/ })).toBeInTheDocument();
    expect(api.to('GET /operator/orders?status=placed&after=older')).toHaveLength(1);
  });

  it('offers the first page when the page its address names is empty', async () => {
    mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders?status=placed&after=gone': {
        status: 200,
        data: aStoreOrdersPage([]),
      },
    });
    renderOperatorAt(`${LIST}?status=placed&after=gone`);
    expect(await screen.findByText(/No orders on this page/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      `${LIST}?status=placed`,
    );
  });

  it('searches by order number or customer; the search is in the URL and a new filter starts at the first page', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders?status=placed&q=ada&after=page2': {
        status: 200,
        data: aStoreOrdersPage([placed], { previousCursor: 'page1' }),
      },
      'GET /operator/orders?status=placed&q=CM-000012': {
        status: 200,
        data: aStoreOrdersPage([placed]),
      },
      'GET /operator/orders?status=placed': { status: 200, data: aStoreOrdersPage([placed]) },
    });
    renderOperatorAt(`${LIST}?status=placed&q=ada&after=page2`);

    expect(await screen.findByRole('row', { name: /CM-000012/ })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Order number or customer' });
    expect(search).toHaveValue('ada');
    expect(screen.getByLabelText('Status')).toHaveValue('placed');

    await user.clear(search);
    await user.type(search, '  CM-000012 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.to('GET /operator/orders?status=placed&q=CM-000012')).toHaveLength(1),
    );
    expect(screen.getByRole('searchbox')).toHaveValue('CM-000012');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(api.to('GET /operator/orders?status=placed')).toHaveLength(1));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('says what was searched for when nothing matches, with a way back to every order', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders': { status: 200, data: aStoreOrdersPage([]) },
      'GET /operator/orders?q=zed': { status: 200, data: aStoreOrdersPage([]) },
      'GET /operator/orders?status=cancelled&deliveryOption=pickup&q=zed': {
        status: 200,
        data: aStoreOrdersPage([]),
      },
    });
    renderOperatorAt(LIST);
    expect(await screen.findByText('The store has no orders yet.')).toBeVisible();

    await user.type(screen.getByRole('searchbox'), 'zed{Enter}');
    expect(await screen.findByText('No orders match “zed”.')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    await user.selectOptions(screen.getByLabelText('Delivery'), 'Store pickup');
    expect(await screen.findByText('No cancelled store pickup orders match “zed”.')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Show every order' }));
    expect(await screen.findByText('The store has no orders yet.')).toBeVisible();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('shows why the list did not load, and a search the API refuses', async () => {
    mockApi({
      'GET /me': { status: 200, data: operator },
      'GET /operator/orders?q=%25': apiError(
        400,
        'VALIDATION',
        'Search text cannot hold that character',
        'q',
      ),
    });
    renderOperatorAt(`${LIST}?q=%25`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the orders.");
    expect(alert).toHaveTextContent('Search text cannot hold that character');
  });
});
