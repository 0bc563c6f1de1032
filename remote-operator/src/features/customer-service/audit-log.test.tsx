import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, type Route } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import {
  anAuditEntry,
  aPage,
  aStoreOrder,
  CUSTOMER_ID,
  operator,
} from '../../testing/operator-fixtures';

const LOG = 'GET /operator/audit-log';
const ORDER_ID = aStoreOrder(12).id;
const reviewed = anAuditEntry();
const credited = anAuditEntry({
  id: 'a-2',
  action: 'wallet.credited',
  summary: '£5.50 wallet credit to Ada Lovelace: Goodwill',
  operator: { id: 'u-op2', name: 'Omar Operator' },
  before: { balanceMinor: 1000 },
  after: { balanceMinor: 1550, note: 'Goodwill' },
});
const cancelled = anAuditEntry({
  id: 'a-3',
  action: 'order.status_changed',
  summary: 'CM-000012: placed → cancelled',
  orderId: ORDER_ID,
  orderNumber: 'CM-000012',
  before: { status: 'placed' },
  after: { status: 'cancelled', note: 'Out of stock' },
});
const team = {
  items: [
    { id: 'u-op', name: 'Olga Operator' },
    { id: 'u-op2', name: 'Omar Operator' },
  ],
};

function mockLogApi(routes: Record<string, Route>) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    'GET /operator/team': { status: 200, data: team },
    ...routes,
  });
}

describe('Audit log', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('shows who did what and when, and puts the chosen filters into the request', async () => {
    const user = userEvent.setup();
    const api = mockLogApi({
      [`${LOG}?page=1`]: { status: 200, data: aPage([credited, reviewed], 2, 1, 25) },
      [`${LOG}?operatorId=u-op2&page=1`]: { status: 200, data: aPage([credited], 1, 1, 25) },
      [`${LOG}?operatorId=u-op2&action=wallet.credited&page=1`]: {
        status: 200,
        data: aPage([credited], 1, 1, 25),
      },
    });
    renderOperatorAt('/operator/audit-log');

    const entry = await screen.findByRole('article', { name: 'Wallet credited' });
    expect(entry).toHaveTextContent('3 Mar 2025, 11:15');
    expect(entry).toHaveTextContent('£5.50 wallet credit to Ada Lovelace: Goodwill');
    expect(entry).toHaveTextContent('By Omar Operator');
    expect(within(entry).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/operator/customers/${CUSTOMER_ID}`,
    );
    const changes = within(entry).getByRole('group', { name: 'Changes' });
    expect(
      within(changes)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Balance (minor units)', 'Note']);
    expect(
      within(changes)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['from 1000 → to 1550', 'set to Goodwill']);

    const operators = screen.getByRole('combobox', { name: 'Operator' });
    await within(operators).findByRole('option', { name: 'Omar Operator' });
    await user.selectOptions(operators, 'Omar Operator');
    await waitFor(() => expect(api.to(`${LOG}?operatorId=u-op2&page=1`)).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Wallet credited');
    await waitFor(() =>
      expect(api.to(`${LOG}?operatorId=u-op2&action=wallet.credited&page=1`)).toHaveLength(1),
    );
    expect(await screen.findByText('1 action')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Document reviewed' })).not.toBeInTheDocument();
  });

  it('filters by the discount codes’ actions too', async () => {
    const user = userEvent.setup();
    const paused = anAuditEntry({
      id: 'a-4',
      action: 'discount_code.paused',
      summary: 'SAVE10 paused',
      entityType: 'discount_code',
      customer: null,
      before: { paused: false },
      after: { paused: true },
    });
    const api = mockLogApi({
      [`${LOG}?page=1`]: { status: 200, data: aPage([credited], 1, 1, 25) },
      [`${LOG}?action=discount_code.paused&page=1`]: {
        status: 200,
        data: aPage([paused], 1, 1, 25),
      },
    });
    renderOperatorAt('/operator/audit-log');

    const actions = await screen.findByRole('combobox', { name: 'Action' });
    expect(
      within(actions)
        .getAllByRole('option')
        .map((option) => option.textContent)
        .filter((label) => label?.startsWith('Discount code')),
    ).toEqual(['Discount code created', 'Discount code paused', 'Discount code resumed']);
    await user.selectOptions(actions, 'Discount code paused');

    expect(await screen.findByRole('article', { name: 'Discount code paused' })).toHaveTextContent(
      'SAVE10 paused',
    );
    expect(api.to(`${LOG}?action=discount_code.paused&page=1`)).toHaveLength(1);
  });

  it('shows a customer and an order from the URL as chips that can be removed', async () => {
    const user = userEvent.setup();
    const api = mockLogApi({
      [`${LOG}?customerId=${CUSTOMER_ID}&orderId=${ORDER_ID}&page=1`]: {
        status: 200,
        data: aPage([cancelled], 1, 1, 25),
      },
      [`${LOG}?customerId=${CUSTOMER_ID}&page=1`]: {
        status: 200,
        data: aPage([cancelled, credited, reviewed], 3, 1, 25),
      },
    });
    renderOperatorAt(`/operator/audit-log?orderId=${ORDER_ID}&customerId=${CUSTOMER_ID}`);

    const entry = await screen.findByRole('article', { name: 'Order status changed' });
    expect(within(entry).getByRole('link', { name: 'Order CM-000012' })).toHaveAttribute(
      'href',
      `/operator/orders/${ORDER_ID}`,
    );
    const chips = screen.getByRole('list', { name: 'Other filters' });
    expect(within(chips).getByText('Customer: Ada Lovelace')).toBeInTheDocument();
    await user.click(
      within(chips).getByRole('button', { name: 'Remove the filter Order: CM-000012' }),
    );

    expect(await screen.findByText('3 actions')).toBeInTheDocument();
    expect(api.to(`${LOG}?customerId=${CUSTOMER_ID}&page=1`)).toHaveLength(1);
    expect(
      within(screen.getByRole('list', { name: 'Other filters' })).queryByText(/Order:/),
    ).not.toBeInTheDocument();
  });

  it('pages through the log, keeping the filters', async () => {
    const user = userEvent.setup();
    const api = mockLogApi({
      [`${LOG}?action=document.reviewed&page=1`]: {
        status: 200,
        data: aPage([reviewed], 26, 1, 25),
      },
      [`${LOG}?action=document.reviewed&page=2`]: {
        status: 200,
        data: aPage([{ ...reviewed, id: 'a-26', summary: 'Driving licence approved' }], 26, 2, 25),
      },
    });
    renderOperatorAt('/operator/audit-log?action=document.reviewed');

    const pages = await screen.findByRole('navigation', { name: 'Pages of the audit log' });
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('document.reviewed');
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));

    expect(await screen.findByText('Driving licence approved')).toBeInTheDocument();
    expect(api.to(`${LOG}?action=document.reviewed&page=2`)).toHaveLength(1);
  });

  it('keeps an operator chosen in the address, and offers to load the team again when it failed', async () => {
    const user = userEvent.setup();
    const api = mockLogApi({
      'GET /operator/team': [
        apiError(503, 'UNAVAILABLE', 'The store is busy, try again shortly.'),
        { status: 200, data: team },
      ],
      [`${LOG}?operatorId=u-gone&page=1`]: { status: 200, data: aPage([reviewed], 1, 1, 25) },
    });
    renderOperatorAt('/operator/audit-log?operatorId=u-gone');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the list of operators.");
    const operators = screen.getByRole('combobox', { name: 'Operator' });
    expect(operators).toHaveValue('u-gone');
    expect(within(operators).getByRole('option', { selected: true })).toHaveTextContent(
      'The chosen operator',
    );

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(operators).findByRole('option', { name: 'Omar Operator' })).toBeVisible();
    expect(operators).toHaveValue('u-gone');
    expect(api.to('GET /operator/team')).toHaveLength(2);
  });

  it('filters by the role the operator acted in, kept in the address, and names each entry’s role', async () => {
    const user = userEvent.setup();
    const byPicker = anAuditEntry({
      id: 'a-5',
      action: 'order.status_changed',
      summary: 'CM-000012: confirmed → out for delivery',
      operator: { id: 'u-op3', name: 'Pat Picker' },
      operatorRole: 'picker',
    });
    const api = mockLogApi({
      [`${LOG}?page=1`]: { status: 200, data: aPage([byPicker, credited], 2, 1, 25) },
      [`${LOG}?role=picker&page=1`]: { status: 200, data: aPage([byPicker], 30, 1, 25) },
    });
    renderOperatorAt('/operator/audit-log');

    const roles = await screen.findByRole('combobox', { name: 'Role' });
    expect(
      within(roles)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All roles',
      'Owner',
      'Manager',
      'Catalogue',
      'Customer service',
      'Picker',
      'Driver',
    ]);
    expect(await screen.findByRole('article', { name: 'Wallet credited' })).toHaveTextContent(
      'By Omar Operator (Owner)',
    );

    await user.selectOptions(roles, 'Picker');
    await waitFor(() => expect(api.to(`${LOG}?role=picker&page=1`)).toHaveLength(1));
    expect(await screen.findByText('30 actions')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Order status changed' })).toHaveTextContent(
      'By Pat Picker (Picker)',
    );
    // The filter is in the address: the next page keeps it.
    const pages = screen.getByRole('navigation', { name: 'Pages of the audit log' });
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/operator/audit-log?role=picker&page=2',
    );
  });

  it('reads the role filter from the address', async () => {
    const api = mockLogApi({
      [`${LOG}?role=customer-service&page=1`]: { status: 200, data: aPage([credited], 1, 1, 25) },
    });
    renderOperatorAt('/operator/audit-log?role=customer-service');

    expect(await screen.findByRole('article', { name: 'Wallet credited' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('customer-service');
    expect(api.to(`${LOG}?role=customer-service&page=1`)).toHaveLength(1);
  });
});
