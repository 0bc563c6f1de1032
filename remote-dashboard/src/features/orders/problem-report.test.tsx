import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { configureHttpClient } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { apiError, mockApi, type Reply, type Route } from '@storefront/shared/testing';
import { renderDashboardAt, resetDevice, signIn } from '../../testing/render-dashboard';
import { anOrder, aProblemReport, ORDER_ID } from './order-fixtures';

const ORDER_PATH = `/dashboard/order-details/${ORDER_ID}`;
const GET_ORDER = `GET /me/orders/${ORDER_ID}`;
const POST_REPORT = `POST /me/orders/${ORDER_ID}/problem-reports`;
const THANKS = 'Thanks — we’ll look at your report and tell you what we decide.';

// Far from today either way, so no test ever runs across the window's end.
const OPEN_UNTIL = '2099-03-09T10:00:00.000Z';
const CLOSED_AT = '2025-03-09T10:00:00.000Z';

/** Completed (2 teas and 1 loaf), with its window to report a problem still open. */
const completed = (change: Partial<Order> = {}) =>
  anOrder({ status: 'completed', problemReportUntil: OPEN_UNTIL, ...change });

const photo = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type });

async function openForm(user: UserEvent, order: Order, routes: Record<string, Route> = {}) {
  const api = mockApi({ [GET_ORDER]: { status: 200, data: order }, ...routes });
  renderDashboardAt(ORDER_PATH);
  await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
  return api;
}

const reportForm = () => screen.getByRole('form', { name: 'Report a problem' });
const lineDetails = (name: string) => within(reportForm()).getByRole('group', { name });
const quantityOf = (name: string) => within(lineDetails(name)).getByLabelText('How many?');

async function chooseLine(user: UserEvent, name: string, kind: string, quantity: string) {
  await user.click(screen.getByRole('checkbox', { name }));
  await user.click(within(lineDetails(name)).getByRole('radio', { name: kind }));
  await user.clear(quantityOf(name));
  await user.type(quantityOf(name), quantity);
}

const sentForm = (api: ReturnType<typeof mockApi>) => api.to(POST_REPORT)[0]!.data as FormData;

describe('Order page: reporting a problem', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('offers a report while the window is open, and says until when', async () => {
    mockApi({ [GET_ORDER]: { status: 200, data: completed() } });
    renderDashboardAt(ORDER_PATH);

    const button = await screen.findByRole('button', { name: 'Report a problem' });
    expect(button.closest('div')).toHaveTextContent(
      'You can report a missing or damaged item until 9 Mar 2099, 10:00.',
    );
    // No form until asked for, and no reports to list yet.
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Problem reports' })).not.toBeInTheDocument();
  });

  it.each([
    ['not completed yet', anOrder({ status: 'out_for_delivery' })],
    ['completed more than 7 days ago', completed({ problemReportUntil: CLOSED_AT })],
    [
      'whose every item is already reported',
      completed({
        problemReports: [
          aProblemReport({
            status: 'approved',
            lines: [{ productId: 7, name: 'English Breakfast Tea', kind: 'missing', quantity: 2 }],
          }),
          aProblemReport({
            id: 'r-2',
            lines: [{ productId: 9, name: 'Sourdough Loaf', kind: 'damaged', quantity: 1 }],
          }),
        ],
      }),
    ],
  ])('offers no report for an order %s', async (_, order) => {
    mockApi({ [GET_ORDER]: { status: 200, data: order } });
    renderDashboardAt(ORDER_PATH);

    await screen.findByRole('heading', { level: 2, name: 'Order CM-000012' });
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('You can report a missing or damaged item');
  });

  it('offers what is left: open and approved reports hold their items, rejected ones give them back', async () => {
    const user = userEvent.setup();
    await openForm(
      user,
      completed({
        problemReports: [
          aProblemReport({ status: 'approved', refundTo: 'wallet', refundedMinor: 350 }),
          aProblemReport({
            id: 'r-2',
            status: 'rejected',
            rejectionReason: 'Not ours',
            lines: [{ productId: 9, name: 'Sourdough Loaf', kind: 'missing', quantity: 1 }],
          }),
        ],
      }),
    );

    expect(
      within(reportForm())
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['7', '9']);
    await user.click(screen.getByRole('checkbox', { name: 'English Breakfast Tea' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sourdough Loaf' }));
    expect(quantityOf('English Breakfast Tea')).toHaveAccessibleDescription('Up to 1');
    expect(quantityOf('English Breakfast Tea')).toHaveAttribute('max', '1');
    expect(quantityOf('Sourdough Loaf')).toHaveAccessibleDescription('Up to 1');
  });

  it('sends the lines, the note and the photo as multipart, then shows the order it answers', async () => {
    const user = userEvent.setup();
    let answer: (reply: Reply) => void = () => undefined;
    const api = await openForm(user, completed(), {
      [POST_REPORT]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const damagedTea = aProblemReport({
      lines: [{ productId: 7, name: 'English Breakfast Tea', kind: 'damaged', quantity: 2 }],
    });

    await chooseLine(user, 'English Breakfast Tea', 'Damaged', '2');
    await user.type(screen.getByLabelText('What happened?'), '  The box was crushed.  ');
    const file = photo('box.jpg', 'image/jpeg');
    await user.upload(screen.getByLabelText('Photo (optional)'), file);
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    const form = sentForm(api);
    expect([...form.keys()]).toEqual(['report', 'photo']);
    expect(JSON.parse(form.get('report') as string)).toEqual({
      lines: [{ productId: 7, kind: 'damaged', quantity: 2 }],
      note: 'The box was crushed.',
    });
    expect(form.get('photo')).toBe(file);

    answer({ status: 201, data: completed({ problemReports: [damagedTea] }) });

    expect(await screen.findByText(THANKS)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const reports = screen.getByRole('region', { name: 'Problem reports' });
    expect(reports).toHaveTextContent('2 × English Breakfast Tea — Damaged');
    expect(reports).toHaveTextContent('Waiting for the store');
    // The answer is the order now: no second load.
    expect(api.to(GET_ORDER)).toHaveLength(1);
    // Only the loaf is left to report.
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    expect(
      within(reportForm())
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['9']);
  });

  it('sends a report without a photo as the report field alone', async () => {
    const user = userEvent.setup();
    const api = await openForm(user, completed(), {
      [POST_REPORT]: { status: 201, data: completed({ problemReports: [aProblemReport()] }) },
    });

    await user.click(screen.getByRole('checkbox', { name: 'Sourdough Loaf' }));
    await user.type(screen.getByLabelText('What happened?'), 'Never came.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    await screen.findByText(THANKS);
    const form = sentForm(api);
    expect([...form.keys()]).toEqual(['report']);
    expect(JSON.parse(form.get('report') as string)).toEqual({
      lines: [{ productId: 9, kind: 'missing', quantity: 1 }],
      note: 'Never came.',
    });
  });

  it('says at each field what is missing, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = await openForm(user, completed());

    await user.type(screen.getByLabelText('What happened?'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    const items = await screen.findByRole('group', { name: 'Which items?' });
    await waitFor(() => expect(items).toHaveAccessibleDescription('Choose at least one item'));
    const note = screen.getByLabelText('What happened?');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Tell us what happened'));
    expect(screen.getByRole('checkbox', { name: 'English Breakfast Tea' })).toHaveFocus();
    expect(api.to(POST_REPORT)).toHaveLength(0);
  });

  it('refuses more of a line than is left to report, at its quantity', async () => {
    const user = userEvent.setup();
    const api = await openForm(user, completed());

    await chooseLine(user, 'English Breakfast Tea', 'Missing', '3');
    await user.type(screen.getByLabelText('What happened?'), 'Only one came.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    const quantity = quantityOf('English Breakfast Tea');
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining('Enter how many, from 1 to 2'),
    );
    expect(quantity).toHaveFocus();
    expect(api.to(POST_REPORT)).toHaveLength(0);
  });

  it.each([
    [
      'a photo over 2 MB',
      photo('big.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1),
      'Photos can be at most 2 MB',
    ],
    ['a GIF', photo('box.gif', 'image/gif'), 'Choose a JPG, PNG or WebP photo'],
  ])('refuses %s at the photo field, and sends nothing', async (_, file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    const api = await openForm(user, completed());

    await user.upload(screen.getByLabelText('Photo (optional)'), file);
    const field = screen.getByLabelText('Photo (optional)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));

    await chooseLine(user, 'Sourdough Loaf', 'Damaged', '1');
    await user.type(screen.getByLabelText('What happened?'), 'Squashed.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api.to(POST_REPORT)).toHaveLength(0);
  });

  it('shows the API’s refusal of a line’s quantity at that line, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const api = await openForm(user, completed(), {
      [POST_REPORT]: apiError(
        400,
        'QUANTITY_TOO_HIGH',
        'Every Sourdough Loaf is already in a report.',
        'lines.1.quantity',
      ),
    });

    await chooseLine(user, 'English Breakfast Tea', 'Missing', '1');
    await chooseLine(user, 'Sourdough Loaf', 'Damaged', '1');
    await user.type(screen.getByLabelText('What happened?'), 'Tea missing, bread squashed.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    const loaf = quantityOf('Sourdough Loaf');
    await waitFor(() =>
      expect(loaf).toHaveAccessibleDescription(
        expect.stringContaining('Every Sourdough Loaf is already in a report.'),
      ),
    );
    expect(loaf).toHaveAttribute('aria-invalid', 'true');
    expect(loaf).toHaveFocus();
    expect(quantityOf('English Breakfast Tea')).not.toHaveAttribute('aria-invalid');
    // Everything stays as typed, ready to change and send again.
    expect(screen.getByRole('checkbox', { name: 'English Breakfast Tea' })).toBeChecked();
    expect(
      within(lineDetails('Sourdough Loaf')).getByRole('radio', { name: 'Damaged' }),
    ).toBeChecked();
    expect(loaf).toHaveValue(1);
    expect(screen.getByLabelText('What happened?')).toHaveValue('Tea missing, bread squashed.');
    expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled();
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(api.to(POST_REPORT)).toHaveLength(1);
  });

  it('says in the form when the window has closed meanwhile, and keeps the form', async () => {
    const user = userEvent.setup();
    const closed =
      'Problems can be reported for 7 days after an order is complete, and that time has passed.';
    await openForm(user, completed(), {
      [POST_REPORT]: apiError(409, 'PROBLEM_REPORT_CLOSED', closed, 'orderId'),
    });

    await chooseLine(user, 'Sourdough Loaf', 'Damaged', '1');
    await user.type(screen.getByLabelText('What happened?'), 'Squashed.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await within(reportForm()).findByRole('alert')).toHaveTextContent(closed);
    expect(screen.getByLabelText('What happened?')).toHaveValue('Squashed.');
    expect(screen.getByRole('checkbox', { name: 'Sourdough Loaf' })).toBeChecked();
  });

  it.each([
    [
      'a photo it cannot read',
      apiError(415, 'UNSUPPORTED_FILE_TYPE', 'Send a JPG, PNG or WebP photo.', 'photo'),
      'Send a JPG, PNG or WebP photo.',
    ],
    [
      'a body a proxy refused as too large',
      { status: 413, data: '<html>413 Request Entity Too Large</html>' },
      'Photos can be at most 2 MB',
    ],
  ] as const)('shows %s at the photo, and keeps the form', async (_, reply, message) => {
    const user = userEvent.setup();
    await openForm(user, completed(), { [POST_REPORT]: reply });

    await chooseLine(user, 'Sourdough Loaf', 'Damaged', '1');
    await user.type(screen.getByLabelText('What happened?'), 'Squashed.');
    await user.upload(screen.getByLabelText('Photo (optional)'), photo('loaf.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    const field = screen.getByLabelText('Photo (optional)');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('What happened?')).toHaveValue('Squashed.');
    expect(screen.getByRole('checkbox', { name: 'Sourdough Loaf' })).toBeChecked();
  });
});

describe('Order page: the problem reports', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
    configureHttpClient({ apiBaseUrl: 'http://api.test/api' });
  });

  /** The reports, not the lines inside them (list items too). */
  const reportItems = () => {
    const list = screen.getByRole('list', { name: 'Problem reports' });
    return within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
  };

  it('shows each report with its lines, note, photo and what the store decided', async () => {
    mockApi({
      [GET_ORDER]: {
        status: 200,
        data: completed({
          problemReportUntil: CLOSED_AT,
          problemReports: [
            aProblemReport({
              status: 'approved',
              photo: 'problem-photos/3f2a.jpg',
              refundTo: 'wallet',
              refundedMinor: 350,
              decidedAt: '2025-03-06T09:00:00.000Z',
            }),
            aProblemReport({
              id: 'r-2',
              status: 'approved',
              lines: [{ productId: 9, name: 'Sourdough Loaf', kind: 'missing', quantity: 1 }],
              note: 'No bread in the bag.',
              refundTo: 'original',
              refundedMinor: 300,
              createdAt: '2025-03-06T09:00:00.000Z',
            }),
            aProblemReport({
              id: 'r-3',
              status: 'rejected',
              note: 'Tea tasted odd.',
              rejectionReason: 'Taste is not a damage we refund.',
              createdAt: '2025-03-07T09:00:00.000Z',
            }),
          ],
        }),
      },
    });
    renderDashboardAt(ORDER_PATH);

    await screen.findByRole('region', { name: 'Problem reports' });
    const [wallet, original, rejected] = reportItems();
    expect(reportItems()).toHaveLength(3);

    expect(wallet).toHaveTextContent('Reported 5 Mar 2025 Refunded');
    expect(
      within(within(wallet!).getByRole('list', { name: 'Reported items' }))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['1 × English Breakfast Tea — Damaged']);
    expect(wallet).toHaveTextContent('The box was crushed.');
    expect(wallet).toHaveTextContent('Refunded £3.50 to your wallet');
    const link = within(wallet!).getByRole('link', { name: 'Your photo, full size' });
    expect(link).toHaveAttribute('href', 'http://api.test/api/problem-photos/3f2a.jpg');
    expect(within(link).getByRole('img')).toHaveAttribute(
      'src',
      'http://api.test/api/problem-photos/3f2a.jpg',
    );

    expect(original).toHaveTextContent('1 × Sourdough Loaf — Missing');
    expect(original).toHaveTextContent('Refunded £3.00 to your original payment');
    expect(within(original!).queryByRole('link')).not.toBeInTheDocument();

    expect(rejected).toHaveTextContent('Reported 7 Mar 2025 Not refunded');
    expect(rejected).toHaveTextContent('Not refunded: Taste is not a damage we refund.');
    expect(rejected).not.toHaveTextContent('Refunded £');
  });

  it('shows an open report as waiting for the store, with no decision yet', async () => {
    mockApi({
      [GET_ORDER]: { status: 200, data: completed({ problemReports: [aProblemReport()] }) },
    });
    renderDashboardAt(ORDER_PATH);

    const reports = await screen.findByRole('region', { name: 'Problem reports' });
    expect(reports).toHaveTextContent('Waiting for the store');
    expect(reports).not.toHaveTextContent(/refunded/i);
  });
});
