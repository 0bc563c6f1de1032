import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFileUrl } from '@storefront/shared';
import type { ProblemReport } from '@storefront/shared/contracts';
import type { OperatorProblemReport } from '@storefront/shared/operator-contracts';
import {
  apiError,
  mockApi,
  recordLoaderResults,
  type LoaderResults,
  type Reply,
  type Route,
} from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';
import {
  aDeskPage,
  aDeskPayment,
  anOperatorOrder,
  aProblemReport,
  GET_ACTIVITY,
  GET_ORDER,
  ORDER_PATH,
  POST_DECISION,
} from '../../testing/order-desk-fixtures';

const REFUND_NOT_POSSIBLE = 'Part of this order was paid in person: refund it to the wallet.';

const json = (data: unknown) => JSON.parse(data as string) as unknown;
const reports = () => screen.getByRole('region', { name: 'Problem reports' });
const report = () => within(reports()).getByRole('group', { name: 'Reported 4 Mar 2025, 08:20' });
const refundChoice = () => within(report()).getByRole('group', { name: 'Refund' });
const approveButton = () =>
  within(report()).getByRole('button', { name: 'Approve and refund £5.30' });
const amountField = () => within(report()).getByRole('textbox', { name: 'Amount to refund (£)' });
const reasonField = () => within(report()).getByRole('textbox', { name: 'Reason for rejecting' });

/** Completed, paid £20.79 by card, with one report open on it. */
function aReportedOrder(reported: ProblemReport = aProblemReport(), refundedMinor = 0) {
  return anOperatorOrder({
    status: 'completed',
    paymentMethod: 'card',
    amountDueMinor: 0,
    nextStatuses: [],
    payments: [
      aDeskPayment({ provider: 'stripe', status: 'captured', capturedMinor: 2079, refundedMinor }),
    ],
    problemReports: [reported],
  });
}

/** What the decision answers: the report as it now is, with whose it is. */
const answered = (change: Partial<ProblemReport>): Reply => ({
  status: 200,
  data: {
    ...aProblemReport({ decidedAt: '2025-03-05T09:00:00.000Z', ...change }),
    customer: { id: 'u-3', name: 'Ada Lovelace' },
  } satisfies OperatorProblemReport,
});

function mockOrderApi(routes: Record<string, Route>) {
  return mockApi({
    'GET /me': { status: 200, data: operator },
    [GET_ORDER]: { status: 200, data: aReportedOrder() },
    [GET_ACTIVITY]: { status: 200, data: aDeskPage([]) },
    ...routes,
  });
}

async function openOrder() {
  renderOperatorAt(ORDER_PATH);
  await screen.findByRole('region', { name: 'Problem reports' });
}

describe('One store order: problem reports', () => {
  let results: LoaderResults;
  beforeEach(() => {
    resetDevice();
    signIn();
    results = recordLoaderResults();
  });
  afterEach(() => results.stop());

  it('shows each report with its items, note, photo, value and status; decided ones with the outcome', async () => {
    const rejected = aProblemReport({
      id: 'r-2',
      status: 'rejected',
      photo: null,
      lines: [{ productId: 9, name: 'Sourdough Loaf', kind: 'damaged', quantity: 1 }],
      note: 'Squashed.',
      valueMinor: 300,
      rejectionReason: 'The loaf was photographed whole at the door.',
      createdAt: '2025-03-03T08:00:00.000Z',
      decidedAt: '2025-03-03T12:00:00.000Z',
    });
    mockOrderApi({
      [GET_ORDER]: {
        status: 200,
        data: { ...aReportedOrder(), problemReports: [rejected, aProblemReport()] },
      },
    });
    await openOrder();

    const open = report();
    expect(
      within(within(open).getByRole('list', { name: 'Reported items' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 × English Breakfast Tea — Damaged', '1 × Oat Milk — Missing']);
    expect(open).toHaveTextContent('Open Value £5.30');
    expect(open).toHaveTextContent('“The tea box was crushed and there was no milk in the bag.”');
    const photo = within(open).getByRole('link', {
      name: 'The customer’s photo (opens full size)',
    });
    expect(photo).toHaveAttribute('href', apiFileUrl('problem-photos/3f2a.jpg'));
    expect(within(photo).getByRole('img')).toHaveAttribute(
      'src',
      apiFileUrl('problem-photos/3f2a.jpg'),
    );
    expect(
      within(refundChoice())
        .getAllByRole('radio')
        .map((radio) => [radio.closest('label')?.textContent, (radio as HTMLInputElement).checked]),
    ).toEqual([
      ['To the customer’s wallet', false],
      ['To the original payment', false],
    ]);

    const decided = within(reports()).getByRole('group', { name: 'Reported 3 Mar 2025, 08:00' });
    expect(decided).toHaveTextContent('Rejected Value £3.00');
    expect(decided).toHaveTextContent(
      'Rejected on 3 Mar 2025, 12:00: “The loaf was photographed whole at the door.”',
    );
    expect(within(decided).queryByRole('link')).not.toBeInTheDocument();
    expect(within(decided).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no reports card on an order nobody reported', async () => {
    mockOrderApi({ [GET_ORDER]: { status: 200, data: anOperatorOrder() } });
    renderOperatorAt(ORDER_PATH);

    await screen.findByRole('region', { name: 'Payments' });
    expect(screen.queryByRole('region', { name: 'Problem reports' })).not.toBeInTheDocument();
  });

  it('approves to the chosen destination, busy while sending, then reads the order again for its refund', async () => {
    const user = userEvent.setup();
    let answer: (reply: Reply) => void = () => undefined;
    const api = mockOrderApi({
      [GET_ORDER]: [
        { status: 200, data: aReportedOrder() },
        {
          status: 200,
          data: aReportedOrder(
            aProblemReport({
              status: 'approved',
              refundTo: 'original',
              refundedMinor: 530,
              decidedAt: '2025-03-05T09:00:00.000Z',
            }),
            530,
          ),
        },
      ],
      [POST_DECISION]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    await openOrder();

    // Where the money goes is the operator's choice: nothing is sent without one.
    await user.click(approveButton());
    expect(refundChoice()).toHaveAccessibleDescription(
      'Money paid in person can only go to the wallet. Choose where the refund goes.',
    );
    expect(api.to(POST_DECISION)).toHaveLength(0);

    await user.click(
      within(refundChoice()).getByRole('radio', { name: 'To the original payment' }),
    );
    await user.click(approveButton());
    await waitFor(() => expect(api.to(POST_DECISION)).toHaveLength(1));
    expect(json(api.to(POST_DECISION)[0]!.data)).toEqual({
      decision: 'approve',
      refundTo: 'original',
      amountMinor: 530,
    });
    expect(approveButton()).toBeDisabled();
    expect(within(report()).getByRole('button', { name: 'Reject' })).toBeDisabled();

    answer(answered({ status: 'approved', refundTo: 'original', refundedMinor: 530 }));
    await waitFor(() =>
      expect(report()).toHaveTextContent(
        'Refunded £5.30 to the original payment on 5 Mar 2025, 09:00.',
      ),
    );
    expect(report()).toHaveTextContent('Approved Value £5.30');
    expect(within(report()).queryByRole('button')).not.toBeInTheDocument();
    expect(results.last()).toEqual({
      type: 'success',
      msg: '£5.30 refunded to the original payment.',
    });
    // The refund changed the order's payments: they are read again.
    await waitFor(() => expect(api.to(GET_ORDER)).toHaveLength(2));
    const card = within(screen.getByRole('region', { name: 'Payments' })).getByRole('group', {
      name: 'Card',
    });
    await waitFor(() => expect(card).toHaveTextContent('Refunded£5.30'));
  });

  it('says at the amount when it is more than the value or no amount, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockOrderApi({});
    await openOrder();
    const amount = amountField();
    expect(amount).toHaveValue('5.30');
    expect(amount).toHaveAccessibleDescription('Up to £5.30, what the reported items cost.');
    await user.click(
      within(refundChoice()).getByRole('radio', { name: 'To the customer’s wallet' }),
    );

    for (const [typed, problem] of [
      ['6', 'Refund at most £5.30, what the reported items cost.'],
      ['1.505', 'Enter an amount such as 2.50'],
      ['0', 'Refund at least 1p, or reject the report'],
    ]) {
      await user.clear(amount);
      await user.type(amount, typed!);
      await user.click(approveButton());
      expect(amount).toHaveAccessibleDescription(
        `Up to £5.30, what the reported items cost. ${problem}`,
      );
      expect(amount).toBeInvalid();
    }
    expect(api.to(POST_DECISION)).toHaveLength(0);
  });

  it('refunds part of the value when the operator types less, the API refusing more', async () => {
    const user = userEvent.setup();
    const refunded = { status: 'approved', refundTo: 'wallet', refundedMinor: 150 } as const;
    const api = mockOrderApi({
      [GET_ORDER]: [
        { status: 200, data: aReportedOrder() },
        {
          status: 200,
          data: aReportedOrder(
            aProblemReport({ ...refunded, decidedAt: '2025-03-05T09:00:00.000Z' }),
          ),
        },
      ],
      [POST_DECISION]: [
        apiError(400, 'AMOUNT_TOO_HIGH', 'Refund at most £1.00 now.', 'amountMinor'),
        answered(refunded),
      ],
    });
    await openOrder();
    await user.click(
      within(refundChoice()).getByRole('radio', { name: 'To the customer’s wallet' }),
    );
    await user.clear(amountField());
    await user.type(amountField(), '1.50');
    const approvePart = within(report()).getByRole('button', { name: 'Approve and refund £1.50' });

    // The API's own refusal of the amount shows at the field too.
    await user.click(approvePart);
    await waitFor(() =>
      expect(amountField()).toHaveAccessibleDescription(/Refund at most £1\.00 now\.$/),
    );
    await user.click(approvePart);
    await waitFor(() =>
      expect(report()).toHaveTextContent(
        'Refunded £1.50 to the customer’s wallet on 5 Mar 2025, 09:00.',
      ),
    );
    expect(api.to(POST_DECISION).map((request) => json(request.data))).toEqual([
      { decision: 'approve', refundTo: 'wallet', amountMinor: 150 },
      { decision: 'approve', refundTo: 'wallet', amountMinor: 150 },
    ]);
    expect(results.last()).toEqual({
      type: 'success',
      msg: '£1.50 refunded to the customer’s wallet.',
    });
  });

  it('rejects only with a reason, shown at the field, and sends it', async () => {
    const user = userEvent.setup();
    const reason = 'The photo shows the tea box unopened and whole.';
    const api = mockOrderApi({
      [GET_ORDER]: [
        { status: 200, data: aReportedOrder() },
        {
          status: 200,
          data: aReportedOrder(
            aProblemReport({
              status: 'rejected',
              rejectionReason: reason,
              decidedAt: '2025-03-05T09:00:00.000Z',
            }),
          ),
        },
      ],
      [POST_DECISION]: [
        apiError(400, 'VALIDATION_FAILED', 'At most 500 characters', 'reason'),
        answered({ status: 'rejected', rejectionReason: reason }),
      ],
    });
    await openOrder();

    await user.click(within(report()).getByRole('button', { name: 'Reject' }));
    expect(reasonField()).toHaveFocus();
    await user.click(within(report()).getByRole('button', { name: 'Reject the report' }));
    expect(reasonField()).toHaveAccessibleDescription(
      'The customer reads this. 0 of 500 characters. Say why it is not refunded: the customer is told.',
    );
    expect(reasonField()).toBeInvalid();
    expect(api.to(POST_DECISION)).toHaveLength(0);

    await user.type(reasonField(), `  ${reason} `);
    await user.click(within(report()).getByRole('button', { name: 'Reject the report' }));
    // The API's refusal of the reason shows at the field too.
    await waitFor(() =>
      expect(reasonField()).toHaveAccessibleDescription(/At most 500 characters$/),
    );

    await user.click(within(report()).getByRole('button', { name: 'Reject the report' }));
    await waitFor(() =>
      expect(report()).toHaveTextContent(`Rejected on 5 Mar 2025, 09:00: “${reason}”`),
    );
    expect(report()).toHaveTextContent('Rejected Value £5.30');
    expect(api.to(POST_DECISION).map((request) => json(request.data))).toEqual([
      { decision: 'reject', reason },
      { decision: 'reject', reason },
    ]);
    expect(within(report()).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a refund the API cannot make at the refund choice, keeping the report open', async () => {
    const user = userEvent.setup();
    const api = mockOrderApi({
      [POST_DECISION]: apiError(409, 'REFUND_NOT_POSSIBLE', REFUND_NOT_POSSIBLE, 'refundTo'),
    });
    await openOrder();

    await user.click(
      within(refundChoice()).getByRole('radio', { name: 'To the original payment' }),
    );
    await user.click(approveButton());

    await waitFor(() =>
      expect(refundChoice()).toHaveAccessibleDescription(
        `Money paid in person can only go to the wallet. ${REFUND_NOT_POSSIBLE}`,
      ),
    );
    expect(within(refundChoice()).getByRole('alert')).toHaveTextContent(REFUND_NOT_POSSIBLE);
    expect(approveButton()).toBeEnabled();
    expect(report()).toHaveTextContent('Open Value £5.30');
    // Nothing changed, so there is nothing to read again.
    expect(api.to(GET_ORDER)).toHaveLength(1);
  });

  it('says when someone else decided first, and shows the report as it now is', async () => {
    const user = userEvent.setup();
    const already = 'This report has already been decided.';
    const api = mockOrderApi({
      [GET_ORDER]: [
        { status: 200, data: aReportedOrder() },
        {
          status: 200,
          data: aReportedOrder(
            aProblemReport({
              status: 'approved',
              refundTo: 'wallet',
              refundedMinor: 530,
              decidedAt: '2025-03-05T08:00:00.000Z',
            }),
          ),
        },
      ],
      [POST_DECISION]: apiError(409, 'REPORT_ALREADY_DECIDED', already, 'reportId'),
    });
    await openOrder();

    await user.click(
      within(refundChoice()).getByRole('radio', { name: 'To the customer’s wallet' }),
    );
    await user.click(approveButton());

    await waitFor(() => expect(api.to(GET_ORDER)).toHaveLength(2));
    await waitFor(() =>
      expect(report()).toHaveTextContent(
        'Refunded £5.30 to the customer’s wallet on 5 Mar 2025, 08:00.',
      ),
    );
    expect(within(report()).getByRole('alert')).toHaveTextContent(already);
    expect(within(report()).queryByRole('button')).not.toBeInTheDocument();
  });
});
