import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  mockApi,
  recordLoaderResults,
  type LoaderResults,
  type Route,
} from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import {
  aCustomerDetail,
  anAuditEntry,
  aNotification,
  aPage,
  aStoreOrder,
  aWalletEntry,
  CUSTOMER_ID,
  operator,
  staffMember,
} from '../../testing/operator-fixtures';
import { aStoreOrdersPage } from '../../testing/order-desk-fixtures';

const PAGE = `/operator/customers/${CUSTOMER_ID}`;
const API = `/operator/customers/${CUSTOMER_ID}`;
const ORDERS = `GET /operator/orders?customerId=${CUSTOMER_ID}`;
const ORDERS_AFTER = (cursor: string) => `${ORDERS}&after=${cursor}`;
const WALLET = `GET ${API}/wallet?page=1`;
const MESSAGES = `GET ${API}/notifications?page=1`;
const ACTIVITY = `GET /operator/audit-log?customerId=${CUSTOMER_ID}&page=1`;
const CREDIT = `POST ${API}/wallet-credits`;
const json = (data: unknown) => JSON.parse(data as string) as unknown;
const region = (name: string) => screen.getByRole('region', { name });

const detail = aCustomerDetail({
  awaitingClaim: true,
  documents: [
    {
      id: 'd-2',
      documentType: 'driving_licence',
      status: 'pending',
      rejectionReason: null,
      sides: ['front', 'back'],
      submittedAt: '2025-03-04T09:00:00.000Z',
      reviewedAt: null,
      reviewer: null,
    },
    {
      id: 'd-1',
      documentType: 'passport',
      status: 'rejected',
      rejectionReason: 'The photo is blurred',
      sides: ['front'],
      submittedAt: '2025-03-01T09:30:00.000Z',
      reviewedAt: '2025-03-01T12:00:00.000Z',
      reviewer: { id: 'u-op', name: 'Olga Operator' },
    },
  ],
});
const refund = aWalletEntry();

function mockCustomerApi(routes: Record<string, Route> = {}) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    [`GET ${API}`]: { status: 200, data: detail },
    [ORDERS]: {
      status: 200,
      data: aStoreOrdersPage([aStoreOrder(12), aStoreOrder(11)], { nextCursor: 'older' }),
    },
    [ORDERS_AFTER('older')]: {
      status: 200,
      data: aStoreOrdersPage([aStoreOrder(2)], { previousCursor: 'newer' }),
    },
    [WALLET]: {
      status: 200,
      data: { ...aPage([refund], 1, 1, 20), balanceMinor: 1200, currency: 'GBP' },
    },
    [MESSAGES]: { status: 200, data: aPage([aNotification()], 1, 1, 20) },
    [ACTIVITY]: { status: 200, data: aPage([anAuditEntry()], 1, 1, 25) },
    ...routes,
  });
}

describe('Customer page', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetDevice();
    signIn();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('shows how to reach the customer, their checks and choices, orders, documents and activity', async () => {
    const user = userEvent.setup();
    const api = mockCustomerApi();
    renderOperatorAt(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    const contact = region('Contact');
    expect(within(contact).getByText('Imported, not yet claimed')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: '07400 123456' })).toHaveAttribute(
      'href',
      'tel:+447400123456',
    );
    expect(within(contact).getByRole('link', { name: 'ada@example.test' })).toHaveAttribute(
      'href',
      'mailto:ada@example.test',
    );
    expect(region('Verification')).toHaveTextContent('MobileVerifiedDocumentsApproved');
    expect(region('Order updates')).toHaveTextContent('By textOnBy e-mailOff');

    const orders = region('Orders');
    expect(await within(orders).findByRole('link', { name: 'CM-000012' })).toHaveAttribute(
      'href',
      `/operator/orders/${aStoreOrder(12).id}`,
    );
    expect(within(orders).getAllByRole('row')[1]).toHaveTextContent('Home delivery£13.99Placed');
    const next = within(orders).getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', `${PAGE}?ordersAfter=older#db-cs-orders`);
    await user.click(next);
    expect(await within(region('Orders')).findByRole('link', { name: 'CM-000002' })).toBeVisible();
    expect(api.to(ORDERS_AFTER('older'))).toHaveLength(1);
    expect(within(region('Orders')).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      `${PAGE}?ordersBefore=newer#db-cs-orders`,
    );
    // Paging the orders leaves the other lists as they were.
    expect(api.to(WALLET)).toHaveLength(1);

    const rows = within(region('Documents')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Driving licence4 Mar 2025, 09:00Waiting for reviewNot yet—',
      'Passport1 Mar 2025, 09:30RejectedOlga Operator1 Mar 2025, 12:00The photo is blurred',
    ]);

    const activity = region('Activity');
    const entry = await within(activity).findByRole('article', { name: 'Document reviewed' });
    expect(entry).toHaveTextContent('Passport approved');
    expect(entry).toHaveTextContent('By Olga Operator');
    expect(within(entry).getByRole('definition')).toHaveTextContent('from pending → to approved');
    expect(within(activity).getByRole('link', { name: 'Open in the audit log' })).toHaveAttribute(
      'href',
      `/operator/audit-log?customerId=${CUSTOMER_ID}`,
    );
  });

  it('shows customer service the wallet credit, but not the audit log’s activity their role does not read', async () => {
    const api = mockCustomerApi({
      'GET /me': { status: 200, data: staffMember('customer-service') },
    });
    renderOperatorAt(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(within(region('Wallet')).getByRole('button', { name: 'Give credit' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Activity' })).not.toBeInTheDocument();
    const jumps = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(jumps).queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    expect(api.to(ACTIVITY)).toEqual([]);
  });

  it('gives wallet credit in pounds with a reason, then shows the entry and the new balance', async () => {
    const user = userEvent.setup();
    const credit = aWalletEntry({
      id: 'w-2',
      reason: 'store_credit',
      amountMinor: 550,
      balanceAfterMinor: 1750,
      description: 'Late delivery',
      createdAt: '2025-03-05T08:00:00.000Z',
    });
    const api = mockCustomerApi({
      [CREDIT]: { status: 201, data: credit },
      [MESSAGES]: [
        { status: 200, data: aPage([aNotification()], 1, 1, 20) },
        {
          status: 200,
          data: aPage(
            [aNotification({ id: 'n-2', topic: 'wallet_credited', status: 'pending' })],
            2,
            1,
            20,
          ),
        },
      ],
    });
    renderOperatorAt(PAGE);
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    expect(await within(wallet).findByText('£12.00', { selector: 'strong' })).toBeVisible();

    await user.type(within(wallet).getByLabelText('Amount (£)'), '5.50');
    await user.type(within(wallet).getByLabelText('Reason'), 'Late delivery');
    await user.click(within(wallet).getByRole('button', { name: 'Give credit' }));

    expect(await within(wallet).findByRole('status')).toHaveTextContent(
      '£5.50 credited. The balance is now £17.50.',
    );
    expect(json(api.to(CREDIT)[0]!.data)).toEqual({ amountMinor: 550, note: 'Late delivery' });
    expect(within(wallet).getByText('£17.50', { selector: 'strong' })).toBeInTheDocument();
    const entries = within(wallet).getAllByRole('row').slice(1);
    expect(entries.map((row) => row.textContent)).toEqual([
      '5 Mar 2025, 08:00Store creditLate deliveryCredit+£5.50£17.50',
      '2 Mar 2025, 10:00Refund of a cancelled orderCredit+£12.00£12.00',
    ]);
    expect(within(wallet).getByLabelText('Amount (£)')).toHaveValue('');
    expect(results.last()).toEqual({
      type: 'success',
      msg: '£5.50 credited to Ada Lovelace.',
    });
    // The customer was told: the messages load again and show it.
    expect(
      await within(region('Messages sent')).findByRole('article', {
        name: 'Text: Wallet credited',
      }),
    ).toHaveTextContent('Waiting to send');
  });

  it('checks the credit form, and shows a 400 beside the field it names', async () => {
    const user = userEvent.setup();
    const api = mockCustomerApi({
      [CREDIT]: apiError(400, 'VALIDATION', 'amountMinor is at most 100000', 'amountMinor'),
    });
    renderOperatorAt(PAGE);
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    const amount = within(wallet).getByLabelText('Amount (£)');
    const give = within(wallet).getByRole('button', { name: 'Give credit' });

    await user.type(amount, 'five');
    await user.click(give);
    expect(amount).toHaveAccessibleDescription(/Enter an amount such as 5 or 5.50/);
    expect(within(wallet).getByLabelText('Reason')).toHaveAccessibleDescription(
      /Say why the credit is given/,
    );
    expect(amount).toHaveFocus();

    // The contract's limits, in the console's words.
    await user.type(within(wallet).getByLabelText('Reason'), 'Goodwill');
    for (const [typed, said] of [
      ['', /Enter an amount, e.g. 5.00/],
      ['0', /Enter an amount above zero/],
      ['1000.01', /Give at most £1,000.00 at a time/],
    ] as const) {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(give);
      expect(amount).toHaveAccessibleDescription(said);
    }
    expect(api.to(CREDIT)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '999.99');
    await user.click(give);

    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/amountMinor is at most 100000/),
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(json(api.to(CREDIT)[0]!.data)).toEqual({ amountMinor: 99999, note: 'Goodwill' });
    expect(within(wallet).getByText('£12.00', { selector: 'strong' })).toBeInTheDocument();
  });

  it('lists the messages sent, with why a failed one did not go and the e-mail on demand', async () => {
    const user = userEvent.setup();
    mockCustomerApi({
      [MESSAGES]: {
        status: 200,
        data: aPage(
          [
            aNotification({
              id: 'n-3',
              status: 'failed',
              topic: 'order_cancelled',
              attempts: 5,
              lastError: 'Provider timed out',
              sentAt: null,
              orderId: aStoreOrder(12).id,
              orderNumber: 'CM-000012',
            }),
            aNotification({
              id: 'n-4',
              channel: 'email',
              topic: 'document_rejected',
              recipient: 'ada@example.test',
              subject: 'Your identity document was not accepted',
              body: 'Hello Ada,\nThe photo is blurred.',
            }),
          ],
          2,
          1,
          20,
        ),
      },
    });
    renderOperatorAt(PAGE);
    const messages = await screen.findByRole('region', { name: 'Messages sent' });

    const failed = await within(messages).findByRole('article', { name: 'Text: Order cancelled' });
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('To 07400 123456');
    expect(failed).toHaveTextContent('Not sent after 5 tries: Provider timed out');
    expect(within(failed).getByRole('link', { name: 'Order CM-000012' })).toHaveAttribute(
      'href',
      `/operator/orders/${aStoreOrder(12).id}`,
    );

    const email = within(messages).getByRole('article', { name: 'E-mail: Document rejected' });
    expect(email).toHaveTextContent('Sent');
    expect(email).toHaveTextContent('Subject: Your identity document was not accepted');
    expect(within(email).getByText(/The photo is blurred/)).not.toBeVisible();
    await user.click(within(email).getByText('Show the e-mail'));
    expect(within(email).getByText(/The photo is blurred/)).toBeVisible();
  });

  it('with no document on file, agrees with the status the customer has', async () => {
    mockCustomerApi({
      [`GET ${API}`]: {
        status: 200,
        data: aCustomerDetail({ documentStatus: 'approved', documents: [] }),
      },
    });
    renderOperatorAt(PAGE);
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(documents).toHaveTextContent(
      'No document on file. The status, Approved, was set without one.',
    );
    expect(documents).not.toHaveTextContent('No documents sent yet');
  });

  it('says when there is no such customer, with a way back', async () => {
    mockCustomerApi({
      [`GET ${API}`]: apiError(404, 'NOT_FOUND', 'That customer was not found', 'userId'),
    });
    renderOperatorAt(PAGE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the customers' })).toHaveAttribute(
      'href',
      '/operator/customers',
    );
  });
});
