import { screen, within } from '@testing-library/react';
import type { StaffRole } from '@storefront/shared/contracts';
import { apiError, mockApi } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { staffMember } from '../../testing/operator-fixtures';
import {
  aDeskPage,
  anOperatorOrder,
  aProblemReport,
  GET_ACTIVITY,
  GET_ORDER,
  ORDER_PATH,
} from '../../testing/order-desk-fixtures';

const REFUSED =
  'Your role (Picker) does not include this: see orders and pick lists. Ask an owner or a manager.';

/** A confirmed order that moves on or cancels, with an open problem report on it. */
function openOrderAs(role: StaffRole) {
  const api = mockApi({
    'GET /me': { status: 200, data: staffMember(role) },
    [GET_ORDER]: {
      status: 200,
      data: anOperatorOrder({ problemReports: [aProblemReport()] }),
    },
    [GET_ACTIVITY]: { status: 200, data: aDeskPage([]) },
  });
  renderOperatorAt(ORDER_PATH);
  return api;
}

const button = (name: string) => screen.queryByRole('button', { name });
const customer = () => screen.getByRole('region', { name: 'Customer' });

describe('One store order, for each staff role', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('lets a picker move the order along, but shows them no cancel, refund or audit trail', async () => {
    const api = openOrderAs('picker');

    expect(await screen.findByRole('button', { name: 'Mark Out for delivery' })).toBeVisible();
    expect(button('Cancel order')).not.toBeInTheDocument();
    expect(button('Approve and refund £5.30')).not.toBeInTheDocument();
    expect(button('Reject')).not.toBeInTheDocument();
    // The report itself still shows: the picker sees what the customer said.
    expect(screen.getByRole('region', { name: 'Problem reports' })).toHaveTextContent(
      'The tea box was crushed',
    );
    // Neither the customer's page nor the audit log is theirs to open.
    expect(
      within(customer()).queryByRole('link', { name: 'Ada Lovelace' }),
    ).not.toBeInTheDocument();
    expect(customer()).toHaveTextContent('Ada Lovelace');
    expect(screen.queryByRole('region', { name: 'Activity' })).not.toBeInTheDocument();
    expect(api.to(GET_ACTIVITY)).toEqual([]);
  });

  it('shows customer service the cancel and refund buttons and the customer’s page', async () => {
    openOrderAs('customer-service');

    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeVisible();
    expect(button('Mark Out for delivery')).toBeVisible();
    expect(button('Approve and refund £5.30')).toBeVisible();
    expect(button('Reject')).toBeVisible();
    expect(within(customer()).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/operator/customers/u-3',
    );
  });

  it('shows the API’s refusal in plain words, with no Try again that would be refused again', async () => {
    mockApi({
      'GET /me': { status: 200, data: staffMember('picker') },
      [GET_ORDER]: apiError(403, 'FORBIDDEN', REFUSED),
    });
    renderOperatorAt(ORDER_PATH);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REFUSED);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
