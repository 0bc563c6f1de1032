import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorProblemReport } from '@storefront/shared/operator-contracts';
import { mockApi, type Route } from '@storefront/shared/testing';
import { renderOperatorAt, resetDevice, signIn } from '../../testing/render-operator';
import { operator } from '../../testing/operator-fixtures';
import { aDeskPage, aProblemReport, ORDER_ID } from '../../testing/order-desk-fixtures';

const PATH = '/operator/problem-reports';
const list = (query: string) => `GET /operator/problem-reports?${query}`;

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent);
const statusFilter = () => screen.getByRole('combobox', { name: 'Status' });

/** A report as the store's list has it: with whose it is. */
function aListedReport(change: Partial<OperatorProblemReport> = {}): OperatorProblemReport {
  return { ...aProblemReport(), customer: { id: 'u-3', name: 'Ada Lovelace' }, ...change };
}

const approved = aListedReport({
  id: 'r-2',
  orderId: 'o-9',
  orderNumber: 'CM-000009',
  status: 'approved',
  lines: [{ productId: 4, name: 'Milk', kind: 'damaged', quantity: 2 }],
  valueMinor: 240,
  refundTo: 'wallet',
  refundedMinor: 240,
  customer: { id: 'u-7', name: 'Grace Hopper' },
  createdAt: '2025-03-01T18:45:00.000Z',
  decidedAt: '2025-03-02T09:00:00.000Z',
});
const rejected = aListedReport({ id: 'r-3', status: 'rejected', rejectionReason: 'Sealed.' });

function mockReportsApi(routes: Record<string, Route>) {
  return mockApi({ 'GET /me': { status: 200, data: operator }, ...routes });
}

describe('Problem reports', () => {
  beforeEach(() => {
    resetDevice();
    signIn();
  });

  it('opens on the open reports, each with its order, customer, items, value and status', async () => {
    const api = mockReportsApi({
      [list('status=open&page=1')]: { status: 200, data: aDeskPage([aListedReport()]) },
    });
    renderOperatorAt(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Problem reports' })).toBeVisible();
    await screen.findByRole('table');
    expect(statusFilter()).toHaveDisplayValue('Open');
    expect(screen.getByText('1 report')).toBeInTheDocument();
    expect(rows().map(cellsOf)).toEqual([
      [
        'CM-000012',
        '4 Mar 2025, 08:20',
        'Ada Lovelace',
        '1 × English Breakfast Tea — Damaged1 × Oat Milk — Missing',
        '£5.30',
        'Open',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'CM-000012' })).toHaveAttribute(
      'href',
      `/operator/orders/${ORDER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/operator/customers/u-3',
    );
    expect(api.to(list('status=open&page=1'))).toHaveLength(1);

    const menu = screen.getByRole('navigation', { name: 'Store console' });
    expect(within(menu).getByRole('link', { name: 'Problem reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('filters by status, All asking for every status, and pages through keeping the filter', async () => {
    const user = userEvent.setup();
    const api = mockReportsApi({
      [list('status=open&page=1')]: { status: 200, data: aDeskPage([]) },
      [list('status=approved&page=1')]: { status: 200, data: aDeskPage([approved], 21) },
      [list('status=approved&page=2')]: {
        status: 200,
        data: aDeskPage([aListedReport({ id: 'r-4', status: 'approved' })], 21, 2),
      },
      [list('page=1')]: {
        status: 200,
        data: aDeskPage([aListedReport(), approved, rejected]),
      },
    });
    renderOperatorAt(PATH);

    expect(await screen.findByText('No report is waiting for a decision.')).toBeVisible();

    await user.selectOptions(statusFilter(), 'Approved');
    await screen.findByRole('link', { name: 'CM-000009' });
    expect(rows().map(cellsOf)).toEqual([
      ['CM-000009', '1 Mar 2025, 18:45', 'Grace Hopper', '2 × Milk — Damaged', '£2.40', 'Approved'],
    ]);

    const pages = screen.getByRole('navigation', { name: 'Pages of problem reports' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'CM-000012' })).toBeVisible();
    expect(api.to(list('status=approved&page=2'))).toHaveLength(1);

    await user.selectOptions(statusFilter(), 'All');
    await screen.findByRole('link', { name: 'CM-000009' });
    expect(rows().map((row) => cellsOf(row).at(-1))).toEqual(['Open', 'Approved', 'Rejected']);
    expect(api.to(list('page=1'))).toHaveLength(1);
  });

  it('reads the filter and page from the address, so a shared link shows the same reports', async () => {
    const api = mockReportsApi({
      [list('status=rejected&page=3')]: { status: 200, data: aDeskPage([rejected], 41, 3) },
    });
    renderOperatorAt(`${PATH}?status=rejected&page=3`);

    await screen.findByRole('table');
    expect(statusFilter()).toHaveDisplayValue('Rejected');
    expect(rows().map((row) => cellsOf(row).at(-1))).toEqual(['Rejected']);
    expect(screen.getByRole('navigation', { name: 'Pages of problem reports' })).toHaveTextContent(
      'Page 3 of 3',
    );
    expect(api.sent.filter((request) => request.url?.includes('problem-reports'))).toHaveLength(1);
  });
});
